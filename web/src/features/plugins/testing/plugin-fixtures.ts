import { vi } from 'vitest';
import type { Capability, PluginManifest } from '@hearth/plugin-sdk';
import type { PluginBundleCheck } from '@hearth/shared';
import { fakePb } from '@/testing/fake-pb';
import { personRecord, signIn } from '@/testing/session';
import { keepCatalogue } from '@/shared/plugins/plugin-catalogue';
import type { InstalledPlugin, PluginGrant } from '@/shared/plugins';

export const me = personRecord('me', 'Me');

/** A poll plugin's manifest, as the first-party one reads. */
export function pollManifest(fields: Partial<PluginManifest> = {}): PluginManifest {
  return {
    id: 'poll',
    name: { en: 'Poll', zh: '投票', ja: '投票' },
    version: '1.0.0',
    description: {
      en: 'Ask the chat a question and see the votes live.',
      zh: '在聊天中发起投票。',
    },
    author: 'Hearth',
    icon: 'icon.svg',
    entry: 'index.html',
    capabilities: ['messages.send', 'chat.read', 'state'],
    contributes: {
      commands: [
        {
          name: 'poll',
          description: { en: 'Start a poll', zh: '发起投票' },
          arguments: [{ name: 'question | option | option', required: true }],
        },
      ],
      messages: [{ type: 'poll' }],
    },
    ...fields,
  };
}

/** A `plugins` record of `manifest`. */
export function pluginRecord(id: string, manifest: PluginManifest) {
  return {
    id,
    collectionId: 'pbc_3512834270',
    collectionName: 'plugins',
    pluginId: manifest.id,
    version: manifest.version,
    manifest,
    capabilities: manifest.capabilities,
    created: '2026-03-10 10:00:00.000Z',
    updated: '2026-03-10 10:00:00.000Z',
  };
}

/** The app's view of a plugin record, for components that take one directly. */
export function installed(id: string, manifest: PluginManifest): InstalledPlugin {
  return {
    id,
    pluginId: manifest.id,
    version: manifest.version,
    manifest,
    capabilities: manifest.capabilities,
    iconUrl: '',
  };
}

/** The signed-in user's grant of plugin `plugin` (record id). */
export function grantRecord(
  plugin: string,
  fields: { enabled?: boolean; granted?: Capability[]; consented?: Capability[] } = {},
): PluginGrant & { user: string } {
  return {
    id: `grant-${plugin}`,
    user: me.id,
    plugin,
    enabled: fields.enabled ?? true,
    granted: fields.granted ?? [],
    consented: fields.consented ?? [],
  };
}

/** A bundle check's answer for `manifest`, installed at `installed` (or not installed). */
export function bundleCheck(
  manifest: PluginManifest,
  fields: Partial<PluginBundleCheck> = {},
): PluginBundleCheck {
  return {
    manifest,
    installed: null,
    addedCapabilities: [],
    removedCapabilities: [],
    addedHosts: [],
    files: 3,
    bytes: 2048,
    ...fields,
  };
}

/** Signs `me` in with a fresh fake client holding `plugins` and `grants`. */
export function givenCatalogue(
  plugins: ReturnType<typeof pluginRecord>[],
  grants: ReturnType<typeof grantRecord>[] = [],
): void {
  fakePb.reset();
  signIn(me);
  fakePb.pb.collection('plugins').items = plugins;
  const grantsCollection = fakePb.pb.collection('plugin_grants');
  grantsCollection.items = grants.map((grant) => ({ ...grant }));
  // note: the server answers an update with the whole record, as the catalogue expects.
  grantsCollection.update = vi.fn((id: string, body: object) =>
    Promise.resolve({ ...grants.find((grant) => grant.id === id), ...body }),
  );
}

/** Lets the catalogue go, so the next test loads its own. */
export async function releaseCatalogue(): Promise<void> {
  keepCatalogue(null);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** One `plugin_activity` record of plugin `plugin` (record id). */
export function activityRecord(
  id: string,
  plugin: string,
  fields: { action?: string; detail?: string; created?: string } = {},
) {
  return {
    id,
    plugin,
    user: me.id,
    action: fields.action ?? 'sent',
    detail: fields.detail ?? '',
    chat: '',
    created: fields.created ?? new Date(Date.now() - 5 * 60_000).toISOString(),
  };
}

/** Gives the fake client's `plugin_activity` a paged list of `items` (newest first). */
export function givenActivity(items: ReturnType<typeof activityRecord>[]) {
  const getList = vi.fn((page: number, perPage: number) =>
    Promise.resolve({
      page,
      perPage,
      totalItems: -1,
      totalPages: -1,
      items: items.slice((page - 1) * perPage, page * perPage),
    }),
  );
  Object.assign(fakePb.pb.collection('plugin_activity'), { getList });
  return getList;
}
