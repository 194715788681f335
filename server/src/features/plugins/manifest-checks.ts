import type { PluginManifest } from '@hearth/plugin-sdk';
import { BundleError } from './bundle-error.js';
import type { BundleFiles } from './bundle-reader.js';

const ICON_EXTENSIONS = ['.svg', '.png', '.webp'];
const PAGE_EXTENSIONS = ['.html', '.htm'];
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** `api.example.com`, or `*.example.com`: two labels at least, lower case, nothing else. */
const HOST = new RegExp(`^(?:\\*\\.)?${LABEL}(?:\\.${LABEL})+$`);

/**
 * What the manifest's schema cannot say, once it holds: the entry page and the icon are files
 * of the bundle (an HTML page; an SVG, PNG or WebP image), command names, message types and
 * composer actions are unique, and `network` names plain host names exactly when the plugin
 * asks for the `network` capability.
 */
export function checkManifestAgainstBundle(manifest: PluginManifest, files: BundleFiles): void {
  checkFile('entry', manifest.entry, PAGE_EXTENSIONS, files);
  if (manifest.icon !== undefined) checkFile('icon', manifest.icon, ICON_EXTENSIONS, files);
  const { commands = [], messages = [], composerActions = [] } = manifest.contributes;
  checkUnique(
    'commands',
    'name',
    commands.map((command) => command.name),
  );
  checkUnique(
    'messages',
    'type',
    messages.map((message) => message.type),
  );
  checkUnique(
    'composerActions',
    'id',
    composerActions.map((action) => action.id),
  );
  checkNetwork(manifest);
}

function checkFile(
  field: 'entry' | 'icon',
  path: string,
  extensions: readonly string[],
  files: BundleFiles,
): void {
  const lower = path.toLowerCase();
  if (!extensions.some((extension) => lower.endsWith(extension))) {
    throw invalid(`/${field} must name a ${extensions.join(', ')} file (${path})`);
  }
  if (!files.has(path)) {
    throw new BundleError(
      'validation_plugin_file_missing',
      `manifest.json: /${field} names ${path}, which is not in the bundle`,
    );
  }
}

function checkUnique(list: string, key: string, values: readonly string[]): void {
  values.forEach((value, index) => {
    if (values.indexOf(value) !== index) {
      throw invalid(`/contributes/${list}/${index}/${key} "${value}" is used twice`);
    }
  });
}

function checkNetwork(manifest: PluginManifest): void {
  const asks = manifest.capabilities.includes('network');
  if (asks && manifest.network === undefined) {
    throw invalid('/network must list the hosts the network capability reaches');
  }
  if (!asks && manifest.network !== undefined) {
    throw invalid('/network is only allowed with the network capability');
  }
  (manifest.network ?? []).forEach((host, index) => {
    if (!HOST.test(host)) {
      throw invalid(
        `/network/${index} "${host}" must be a plain host name such as api.example.com or ` +
          '*.example.com (no scheme, path or port)',
      );
    }
  });
}

function invalid(detail: string): BundleError {
  return new BundleError('validation_plugin_manifest_invalid', `manifest.json: ${detail}`);
}
