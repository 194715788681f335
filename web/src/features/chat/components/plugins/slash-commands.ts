import { localize } from '@hearth/plugin-sdk';
import type { CommandContribution, PluginLocale } from '@hearth/plugin-sdk';
import type { EnabledPlugin } from '@/shared/plugins';

/** Commands shown at most at once. */
const SHOWN_MAX = 8;
/** A command's name: what the manifest allows. */
const NAME = /^[a-z0-9-]{1,32}$/;

/** A slash command an enabled plugin offers. */
export interface SlashCommand {
  name: string;
  /** In the user's language. */
  description: string;
  /** `/poll Question | option | option`: the command with its arguments' names. */
  usage: string;
  pluginName: string;
  source: EnabledPlugin;
}

/** `/name` with the names of its arguments, as the user is to type them. */
export function commandUsage(command: CommandContribution): string {
  return [`/${command.name}`, ...(command.arguments ?? []).map((argument) => argument.name)].join(
    ' ',
  );
}

/** Every command of the enabled plugins, by name (the first plugin wins a name two offer). */
export function slashCommands(
  enabled: readonly EnabledPlugin[],
  locale: PluginLocale,
): SlashCommand[] {
  const seen = new Set<string>();
  const commands: SlashCommand[] = [];
  for (const source of enabled) {
    for (const command of source.plugin.manifest.contributes.commands ?? []) {
      if (seen.has(command.name)) continue;
      seen.add(command.name);
      commands.push({
        name: command.name,
        description: localize(command.description, locale),
        usage: commandUsage(command),
        pluginName: localize(source.plugin.manifest.name, locale),
        source,
      });
    }
  }
  return commands;
}

/** What follows the leading `/` up to the first space. */
function nameToken(text: string): string {
  return /^\/(\S*)/.exec(text)?.[1] ?? '';
}

/**
 * The command name being typed: the text starts with `/` and the caret is in (or just after) its
 * first word. Null otherwise.
 */
export function commandQueryAt(text: string, caret: number): string | null {
  if (!text.startsWith('/') || caret < 1) return null;
  const name = nameToken(text);
  return caret <= name.length + 1 ? name : null;
}

/** The commands whose name starts with `query`, by name. */
export function matchingCommands(commands: readonly SlashCommand[], query: string): SlashCommand[] {
  const needle = query.toLowerCase();
  return commands
    .filter((command) => command.name.startsWith(needle))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, SHOWN_MAX);
}

/** `/poll a | b` ⇒ `{ name: 'poll', args: 'a | b' }`; null for text that is not a command. */
export function parseCommand(text: string): { name: string; args: string } | null {
  const match = /^\/(\S+)(?:\s+([\s\S]*))?$/.exec(text.trim());
  const name = match?.[1];
  if (!name || !NAME.test(name)) return null;
  return { name, args: (match?.[2] ?? '').trim() };
}

/** The known command `text` runs, with its arguments; null when it is not one (it is sent as text). */
export function commandIn(
  commands: readonly SlashCommand[],
  text: string,
): { command: SlashCommand; args: string } | null {
  const parsed = parseCommand(text);
  const command = parsed && commands.find((candidate) => candidate.name === parsed.name);
  return command && parsed ? { command, args: parsed.args } : null;
}

/** Writes `/name ` over the first word, ready for the arguments; the caret goes after it. */
export function insertCommand(text: string, name: string): { text: string; caret: number } {
  const inserted = `/${name} `;
  const rest = text.slice(nameToken(text).length + 1).replace(/^\s/, '');
  return { text: inserted + rest, caret: inserted.length };
}
