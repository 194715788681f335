import { localize } from '@hearth/plugin-sdk';
import type { CommandContribution, PluginLocale, PluginManifest } from '@hearth/plugin-sdk';

/** One thing a plugin adds to the app, ready to be put in words. */
export type Contribution =
  | { kind: 'command'; usage: string; description: string }
  | { kind: 'messages'; types: string[] }
  | { kind: 'composer'; titles: string[] }
  | { kind: 'panel'; title: string }
  | { kind: 'widget'; title: string }
  | { kind: 'settings' };

/** `/poll <question> [options]`: required arguments in angle brackets, optional in square ones. */
export function commandUsage(command: CommandContribution): string {
  const args = (command.arguments ?? []).map((argument) =>
    argument.required ? `<${argument.name}>` : `[${argument.name}]`,
  );
  return [`/${command.name}`, ...args].join(' ');
}

/** What a manifest contributes, in the order the catalogue lists it. */
export function contributionsOf(manifest: PluginManifest, locale: PluginLocale): Contribution[] {
  const parts = manifest.contributes;
  const result: Contribution[] = (parts.commands ?? []).map((command) => ({
    kind: 'command',
    usage: commandUsage(command),
    description: localize(command.description, locale),
  }));
  if (parts.messages?.length) {
    result.push({ kind: 'messages', types: parts.messages.map((message) => message.type) });
  }
  if (parts.composerActions?.length) {
    const titles = parts.composerActions.map((action) => localize(action.title, locale));
    result.push({ kind: 'composer', titles });
  }
  if (parts.panel) result.push({ kind: 'panel', title: localize(parts.panel.title, locale) });
  if (parts.widget) result.push({ kind: 'widget', title: localize(parts.widget.title, locale) });
  if (parts.settings) result.push({ kind: 'settings' });
  return result;
}
