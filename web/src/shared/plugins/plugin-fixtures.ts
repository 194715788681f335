import type { PluginManifest } from '@hearth/plugin-sdk';
import type { PluginGrantRecord, PluginRecord } from './plugin-records';

/** A poll-like manifest for tests, with `fields` on top. */
export function manifestFixture(fields: Partial<PluginManifest> = {}): PluginManifest {
  return {
    id: 'poll',
    name: { en: 'Poll', zh: '投票', ja: '投票' },
    version: '1.0.0',
    description: 'Ask the chat a question.',
    author: 'Hearth',
    icon: 'icon.svg',
    entry: 'index.html',
    capabilities: ['messages.send', 'chat.read', 'state'],
    contributes: {
      commands: [
        {
          name: 'poll',
          description: { en: 'Start a poll', ja: '投票を始める' },
          arguments: [
            { name: 'Question', required: true },
            { name: '| option' },
            { name: '| option' },
          ],
        },
      ],
      messages: [{ type: 'poll', height: 200 }],
    },
    ...fields,
  };
}

/** A `plugins` record for tests. */
export function pluginRecordFixture(fields: Partial<PluginRecord> = {}): PluginRecord {
  const manifest = manifestFixture();
  return {
    id: 'plg1',
    pluginId: manifest.id,
    version: manifest.version,
    manifest,
    capabilities: manifest.capabilities,
    created: '2026-01-01 00:00:00.000Z',
    updated: '2026-01-01 00:00:00.000Z',
    ...fields,
  };
}

/** A `plugin_grants` record for tests: poll, on, with all it asks for. */
export function grantRecordFixture(fields: Partial<PluginGrantRecord> = {}): PluginGrantRecord {
  return {
    id: 'grant1',
    user: 'me',
    plugin: 'plg1',
    enabled: true,
    granted: ['messages.send', 'chat.read', 'state'],
    consented: ['messages.send', 'chat.read', 'state'],
    ...fields,
  };
}
