import { describe, expect, it } from 'vitest';
import { installedPlugin, pluginGrant } from '@/shared/plugins/plugin-catalogue';
import {
  grantRecordFixture,
  manifestFixture,
  pluginRecordFixture,
} from '@/shared/plugins/plugin-fixtures';
import {
  commandIn,
  commandQueryAt,
  insertCommand,
  matchingCommands,
  parseCommand,
  slashCommands,
} from './slash-commands';

function enabled(pluginId: string, commands: string[]) {
  const manifest = manifestFixture({
    id: pluginId,
    name: { en: pluginId.toUpperCase() },
    contributes: { commands: commands.map((name) => ({ name, description: `Does ${name}` })) },
  });
  const plugin = installedPlugin(pluginRecordFixture({ id: pluginId, pluginId, manifest }));
  const grant = pluginGrant(grantRecordFixture({ plugin: pluginId }));
  return { plugin, grant, capabilities: grant.granted };
}

describe('slash commands', () => {
  it('lists the enabled plugins’ commands in the user’s language, with their arguments', () => {
    const poll = installedPlugin(pluginRecordFixture());
    const grant = pluginGrant(grantRecordFixture());
    const [command] = slashCommands([{ plugin: poll, grant, capabilities: grant.granted }], 'ja');
    expect(command).toMatchObject({
      name: 'poll',
      description: '投票を始める',
      usage: '/poll Question | option | option',
      pluginName: '投票',
    });
  });

  it('keeps the first plugin’s command when two offer the same name', () => {
    const commands = slashCommands([enabled('one', ['go']), enabled('two', ['go', 'stop'])], 'en');
    expect(commands.map((command) => [command.name, command.pluginName])).toEqual([
      ['go', 'ONE'],
      ['stop', 'TWO'],
    ]);
  });

  it('completes while the caret is in the first word after a leading slash', () => {
    expect(commandQueryAt('/po', 3)).toBe('po');
    expect(commandQueryAt('/', 1)).toBe('');
    expect(commandQueryAt('/poll Lunch?', 12)).toBeNull();
    expect(commandQueryAt('hi /poll', 8)).toBeNull();
    expect(commandQueryAt('/poll', 0)).toBeNull();
  });

  it('offers the commands that start with what was typed', () => {
    const commands = slashCommands([enabled('x', ['poll', 'ping', 'checklist'])], 'en');
    expect(matchingCommands(commands, 'p').map((command) => command.name)).toEqual([
      'ping',
      'poll',
    ]);
    expect(matchingCommands(commands, 'PO').map((command) => command.name)).toEqual(['poll']);
    expect(matchingCommands(commands, 'z')).toEqual([]);
  });

  it('reads a command and its arguments, and only a known one runs', () => {
    expect(parseCommand('/poll Lunch? | Pizza | Sushi ')).toEqual({
      name: 'poll',
      args: 'Lunch? | Pizza | Sushi',
    });
    expect(parseCommand('/hello')).toEqual({ name: 'hello', args: '' });
    expect(parseCommand('/usr/bin/env')).toBeNull();
    expect(parseCommand('hello /poll')).toBeNull();
    const commands = slashCommands([enabled('x', ['poll'])], 'en');
    expect(commandIn(commands, '/poll a | b')?.args).toBe('a | b');
    expect(commandIn(commands, '/shrug')).toBeNull();
  });

  it('writes the picked command over what was typed, ready for its arguments', () => {
    expect(insertCommand('/po', 'poll')).toEqual({ text: '/poll ', caret: 6 });
    expect(insertCommand('/po Lunch?', 'poll')).toEqual({ text: '/poll Lunch?', caret: 6 });
  });
});
