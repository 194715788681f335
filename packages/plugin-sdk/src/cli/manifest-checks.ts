import type { PluginManifest } from '../manifest.js';

const ICON_EXTENSIONS = ['.svg', '.png', '.webp'];
const PAGE_EXTENSIONS = ['.html', '.htm'];
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** `api.example.com`, or `*.example.com`: two labels at least, lower case, nothing else. */
const HOST = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})+$`);

/**
 * What the schema cannot say, as the server checks it when the bundle is installed: the entry
 * page and the icon are files of the bundle, command names, message types and composer actions
 * are unique, and `network` names plain host names exactly when the plugin asks for `network`.
 * Each problem as "/where what"; empty when all hold.
 */
export function manifestProblems(manifest: PluginManifest, files: ReadonlySet<string>): string[] {
  const { commands = [], messages = [], composerActions = [] } = manifest.contributes;
  return [
    ...fileProblems('entry', manifest.entry, PAGE_EXTENSIONS, files),
    ...(manifest.icon === undefined
      ? []
      : fileProblems('icon', manifest.icon, ICON_EXTENSIONS, files)),
    ...duplicates(
      'commands',
      'name',
      commands.map((command) => command.name),
    ),
    ...duplicates(
      'messages',
      'type',
      messages.map((message) => message.type),
    ),
    ...duplicates(
      'composerActions',
      'id',
      composerActions.map((action) => action.id),
    ),
    ...networkProblems(manifest),
  ];
}

function fileProblems(
  field: 'entry' | 'icon',
  path: string,
  extensions: readonly string[],
  files: ReadonlySet<string>,
): string[] {
  if (!extensions.some((extension) => path.toLowerCase().endsWith(extension))) {
    return [`/${field} must name a ${extensions.join(', ')} file (${path})`];
  }
  return files.has(path) ? [] : [`/${field} names ${path}, which is not in the folder`];
}

function duplicates(list: string, key: string, values: readonly string[]): string[] {
  return values.flatMap((value, index) =>
    values.indexOf(value) === index
      ? []
      : [`/contributes/${list}/${index}/${key} "${value}" is used twice`],
  );
}

function networkProblems(manifest: PluginManifest): string[] {
  const asks = manifest.capabilities.includes('network');
  if (asks && manifest.network === undefined) {
    return ['/network must list the hosts the network capability reaches'];
  }
  if (!asks && manifest.network !== undefined) {
    return ['/network is only allowed with the network capability'];
  }
  return (manifest.network ?? []).flatMap((host, index) =>
    HOST.test(host)
      ? []
      : [
          `/network/${index} "${host}" must be a plain host name such as api.example.com or *.example.com`,
        ],
  );
}
