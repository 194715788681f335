import { PLUGIN_STATE_MAX_ENTRIES, PLUGIN_STORAGE_MAX_KEYS } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  circle,
  createGroup,
  fieldError,
  heard,
  newClientId,
  postMessage,
  probesFor,
  refusal,
  sendText,
} from '../../test/chat-kit.js';
import {
  activityOf,
  enablePlugin,
  installPlugin,
  startPluginServer,
} from '../../test/plugin-kit.js';
import { person, type Person } from '../../test/social-kit.js';
import type { TestServer } from '../../test/test-server.js';
import { makeBundle, testBundleContent, testManifest } from './test-bundles.js';

/**
 * A plugin's data: state shared by a chat's members (`plugin_state`, a poll's votes) and
 * each user's own storage (`plugin_storage`). Both need the capability in the writer's grant;
 * both are bounded; shared state reaches the chat's members live, and no one else.
 */

let server: TestServer;
let admin: PocketBase;
let plugin: RecordModel;
let other: RecordModel;
let g: Record<'owner' | 'voter' | 'bystander', Person>;
let outsider: Person;
let chatId: string;
let card: RecordModel;

beforeAll(async () => {
  server = await startPluginServer();
  admin = await server.superuser();
  plugin = await installPlugin(
    admin,
    await makeBundle(testBundleContent(testManifest({ id: 'polls' }))),
  );
  other = await installPlugin(
    admin,
    await makeBundle(testBundleContent(testManifest({ id: 'others' }))),
  );
  g = await circle(server, ['voter', 'bystander']);
  outsider = await person(server, 'outsider');
  chatId = (await createGroup(g.owner, 'Polls', [g.voter, g.bystander])).id;
  await enablePlugin(g.owner, plugin);
  await enablePlugin(g.voter, plugin, ['state', 'storage']);
  await enablePlugin(outsider, plugin);
  card = await postMessage(g.owner, chatId, {
    kind: 'plugin',
    plugin: 'polls',
    pluginType: 'card',
    payload: { question: 'Lunch?' },
    text: 'Poll: Lunch?',
    clientId: newClientId(),
  });
});
afterAll(() => server.close());

function setState(who: Person, fields: Record<string, unknown>): Promise<RecordModel> {
  return who.pb
    .collection('plugin_state')
    .create({ chat: chatId, plugin: plugin.id, message: card.id, value: 1, ...fields });
}

describe('shared state', () => {
  it('is written by members with state, stamped with who wrote it, and logged', async () => {
    const vote = await setState(g.voter, { key: 'vote', owner: g.voter.id, value: 'pizza' });
    expect(vote).toMatchObject({ owner: g.voter.id, updatedBy: g.voter.id, value: 'pizza' });
    const shared = await setState(g.voter, { key: 'closed', value: false });
    const changed = await g.owner.pb.collection('plugin_state').update(shared.id, { value: true });
    expect(changed).toMatchObject({ updatedBy: g.owner.id, value: true });
    expect((await activityOf(admin, g.owner.id, plugin.id)).at(-1)).toBe('shared closed');
  });

  it('cannot claim another writer', async () => {
    await refusal(setState(g.voter, { key: 'forged', updatedBy: g.owner.id }));
  });

  it('is refused to a member without the plugin on (403)', async () => {
    const data = await refusal(setState(g.bystander, { key: 'sneak' }), 403);
    expect(data).toMatchObject(fieldError('plugin', 'validation_plugin_disabled'));
  });

  it('is refused to a non-member, whatever their grant', async () => {
    await refusal(setState(outsider, { key: 'sneak' }));
  });

  it('ties an entry only to a plugin message of that plugin in that chat', async () => {
    const text = await sendText(g.owner, chatId, 'just text');
    const otherChat = await createGroup(g.owner, 'Elsewhere', [g.voter]);
    const elsewhere = await postMessage(g.owner, otherChat.id, {
      kind: 'plugin',
      plugin: 'polls',
      pluginType: 'card',
      text: 'Poll elsewhere',
      clientId: newClientId(),
    });
    await enablePlugin(g.owner, other);
    const othersCard = await postMessage(g.owner, chatId, {
      kind: 'plugin',
      plugin: 'others',
      pluginType: 'card',
      text: 'Another plugin',
      clientId: newClientId(),
    });
    for (const message of [text.id, elsewhere.id, othersCard.id]) {
      const data = await refusal(setState(g.owner, { key: 'x', message }));
      expect(data).toMatchObject(fieldError('message', 'validation_plugin_state_message'));
    }
    // An entry of the whole chat has no message.
    expect(await setState(g.owner, { key: 'chat-wide', message: '' })).toMatchObject({
      message: '',
    });
  });

  it(`keeps at most ${PLUGIN_STATE_MAX_ENTRIES} entries per message`, async () => {
    const filler = await admin.collection('messages').create({
      chat: chatId,
      author: g.owner.id,
      kind: 'plugin',
      plugin: 'polls',
      pluginType: 'card',
      text: 'Full poll',
    });
    const now = new Date().toISOString().replace('T', ' ');
    await server.app.db.transaction(async (tx) => {
      for (let i = 0; i < PLUGIN_STATE_MAX_ENTRIES - 1; i++) {
        await tx.run(
          'INSERT INTO plugin_state (id, chat, message, plugin, key, owner, value, `updatedBy`, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          [
            `fill${String(i).padStart(11, '0')}`,
            chatId,
            filler.id,
            plugin.id,
            `k${i}`,
            '',
            '1',
            '',
            now,
            now,
          ],
        );
      }
    });
    await setState(g.owner, { message: filler.id, key: 'last' });
    const data = await refusal(setState(g.owner, { message: filler.id, key: 'one-more' }));
    expect(data).toMatchObject(fieldError('key', 'validation_plugin_state_limit'));
  });

  it('needs the capability to delete an entry too', async () => {
    const entry = await setState(g.owner, { key: 'to-delete' });
    expect(
      (await refusal(g.bystander.pb.collection('plugin_state').delete(entry.id), 403)) as object,
    ).toMatchObject(fieldError('plugin', 'validation_plugin_disabled'));
    await g.voter.pb.collection('plugin_state').delete(entry.id);
  });

  it('reaches the chat members live, and nobody else', async () => {
    const [member, stranger] = await probesFor(
      server,
      [g.bystander.pb, outsider.pb],
      ['plugin_state/*'],
    );
    const entry = await setState(g.voter, { key: 'live' });
    await g.voter.pb.collection('plugin_state').update(entry.id, { value: 2 });
    await g.voter.pb.collection('plugin_state').delete(entry.id);
    expect(heard(await member!.drain())).toEqual([
      `create plugin_state ${entry.id}`,
      `update plugin_state ${entry.id}`,
      `delete plugin_state ${entry.id}`,
    ]);
    expect(await stranger!.drain()).toEqual([]);
  });
});

describe('storage', () => {
  const store = (who: Person, key: string, value: unknown = 1) =>
    who.pb.collection('plugin_storage').create({ user: who.id, plugin: plugin.id, key, value });

  it('is written by a user with storage for themselves, and logged', async () => {
    const entry = await store(g.voter, 'theme', { dark: true });
    expect(entry).toMatchObject({ user: g.voter.id, key: 'theme', value: { dark: true } });
    expect((await activityOf(admin, g.voter.id, plugin.id)).at(-1)).toBe('stored theme');
    // Nobody else reads it.
    expect(await g.owner.pb.collection('plugin_storage').getFullList()).toEqual([]);
  });

  it('is refused without the capability (403)', async () => {
    const data = await refusal(store(g.bystander, 'theme'), 403);
    expect(data).toMatchObject(fieldError('plugin', 'validation_plugin_disabled'));
    const revoked = await person(server, 'revoked');
    await enablePlugin(revoked, plugin, ['state']);
    expect((await refusal(store(revoked, 'theme'), 403)) as object).toMatchObject(
      fieldError('plugin', 'validation_plugin_capability_denied'),
    );
  });

  it("is refused for another user's space", async () => {
    await refusal(
      g.voter.pb
        .collection('plugin_storage')
        .create({ user: g.owner.id, plugin: plugin.id, key: 'theirs', value: 1 }),
    );
  });

  it(`keeps at most ${PLUGIN_STORAGE_MAX_KEYS} keys per user and plugin`, async () => {
    const hoarder = await person(server, 'hoarder');
    await enablePlugin(hoarder, plugin);
    const now = new Date().toISOString().replace('T', ' ');
    await server.app.db.transaction(async (tx) => {
      for (let i = 0; i < PLUGIN_STORAGE_MAX_KEYS - 1; i++) {
        await tx.run(
          'INSERT INTO plugin_storage (id, `user`, plugin, key, value, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)',
          [`hoard${String(i).padStart(10, '0')}`, hoarder.id, plugin.id, `k${i}`, '1', now, now],
        );
      }
    });
    await store(hoarder, 'last');
    const data = await refusal(store(hoarder, 'one-more'));
    expect(data).toMatchObject(fieldError('key', 'validation_plugin_storage_limit'));
    // Another plugin has its own room.
    await enablePlugin(hoarder, other);
    await hoarder.pb
      .collection('plugin_storage')
      .create({ user: hoarder.id, plugin: other.id, key: 'k', value: 1 });
  });

  it('can always be deleted by its user, even with the plugin off', async () => {
    const leaver = await person(server, 'tidy');
    const own = await enablePlugin(leaver, plugin);
    const entry = await store(leaver, 'k');
    await leaver.pb.collection('plugin_grants').update(own.id, { enabled: false });
    await leaver.pb.collection('plugin_storage').delete(entry.id);
  });
});
