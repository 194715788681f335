import { PLUGIN_FALLBACK_MAX, PLUGIN_PAYLOAD_MAX_BYTES } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectRefused,
  fieldError,
  messagesOf,
  newClientId,
  openDirect,
  postMessage,
} from '../../test/chat-kit.js';
import {
  activityOf,
  enablePlugin,
  installPlugin,
  removePlugin,
  startPluginServer,
} from '../../test/plugin-kit.js';
import { befriend, person, type Person } from '../../test/social-kit.js';
import type { TestServer } from '../../test/test-server.js';
import { makeBundle, testBundleContent, testManifest } from './test-bundles.js';

/**
 * Plugin messages (`messages` of `kind: plugin`): accepted only from a sender who has the
 * plugin on with `messages.send`, of a type it declares, with a payload within its size and a
 * plain-text fallback; text messages carry no plugin fields.
 */

let server: TestServer;
let admin: PocketBase;
let plugin: RecordModel;
let sender: Person;
let friend: Person;
let chatId: string;
let grant: RecordModel;

beforeAll(async () => {
  server = await startPluginServer();
  admin = await server.superuser();
  plugin = await installPlugin(
    admin,
    await makeBundle(testBundleContent(testManifest({ id: 'cards' }))),
  );
  sender = await person(server, 'sender');
  friend = await person(server, 'friend');
  await befriend(sender, friend);
  chatId = (await openDirect(sender, friend)).id;
  grant = await enablePlugin(sender, plugin);
});
afterAll(() => server.close());

/** A plugin message of the test plugin, as the app sends it through the bridge. */
function sendCard(who: Person, fields: Record<string, unknown> = {}): Promise<RecordModel> {
  return postMessage(who, chatId, {
    kind: 'plugin',
    plugin: 'cards',
    pluginType: 'card',
    payload: { title: 'Hello', items: [1, 2, 3] },
    text: 'Card: Hello',
    clientId: newClientId(),
    ...fields,
  });
}

const grants = () => sender.pb.collection('plugin_grants');

it('accepts a plugin message from a sender who granted messages.send, and logs it', async () => {
  const message = await sendCard(sender);
  expect(message).toMatchObject({
    kind: 'plugin',
    plugin: 'cards',
    pluginType: 'card',
    payload: { title: 'Hello', items: [1, 2, 3] },
    text: 'Card: Hello',
    author: sender.id,
  });
  // The friend sees it in the chat, fallback and all.
  const seen = await friend.pb.collection('messages').getOne(message.id);
  expect(seen).toMatchObject({ plugin: 'cards', text: 'Card: Hello' });
  expect((await activityOf(admin, sender.id, plugin.id)).at(-1)).toBe('sent card');
});

describe('refused without the capability (403)', () => {
  it('from a member who never enabled the plugin', async () => {
    await expectRefused(
      admin,
      chatId,
      () => sendCard(friend),
      403,
      fieldError('plugin', 'validation_plugin_disabled'),
    );
  });

  it('while the plugin is off', async () => {
    await grants().update(grant.id, { enabled: false });
    try {
      await expectRefused(
        admin,
        chatId,
        () => sendCard(sender),
        403,
        fieldError('plugin', 'validation_plugin_disabled'),
      );
    } finally {
      await grants().update(grant.id, { enabled: true });
    }
  });

  it('once messages.send is revoked', async () => {
    await grants().update(grant.id, { granted: ['chat.read'] });
    try {
      await expectRefused(
        admin,
        chatId,
        () => sendCard(sender),
        403,
        fieldError('plugin', 'validation_plugin_capability_denied'),
      );
    } finally {
      await grants().update(grant.id, { granted: ['messages.send', 'chat.read'] });
    }
  });
});

describe('refused for what it says (400)', () => {
  it.each([
    ['an unknown plugin', { plugin: 'nothing' }, 'plugin', 'validation_plugin_unknown'],
    [
      'an undeclared type',
      { pluginType: 'poster' },
      'pluginType',
      'validation_plugin_message_type',
    ],
    [
      'a payload over the limit',
      { payload: { blob: 'x'.repeat(PLUGIN_PAYLOAD_MAX_BYTES) } },
      'payload',
      'validation_json_size_limit',
    ],
    [
      'a fallback over the limit',
      { text: 'x'.repeat(PLUGIN_FALLBACK_MAX + 1) },
      'text',
      'validation_plugin_fallback',
    ],
    ['no fallback', { text: '  ' }, 'text', 'validation_message_empty'],
  ])('%s', async (_name, fields, field, code) => {
    await expectRefused(
      admin,
      chatId,
      () => sendCard(sender, fields),
      400,
      fieldError(field, code),
    );
  });

  it('a plugin message with files', async () => {
    const form = new FormData();
    const fields: Record<string, string> = {
      chat: chatId,
      author: sender.id,
      kind: 'plugin',
      plugin: 'cards',
      pluginType: 'card',
      payload: '{"a":1}',
      text: 'Card',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('attachments', new Blob(['hello']), 'hello.txt');
    await expectRefused(
      admin,
      chatId,
      () => sender.pb.collection('messages').create(form),
      400,
      fieldError('attachments', 'validation_plugin_attachments'),
    );
  });

  it.each([{ plugin: 'cards' }, { pluginType: 'card' }, { payload: { a: 1 } }])(
    'a text message with plugin fields: %j',
    async (fields) => {
      await expectRefused(
        admin,
        chatId,
        () => postMessage(sender, chatId, { text: 'plain', clientId: newClientId(), ...fields }),
        400,
        fieldError('plugin', 'validation_plugin_fields_on_text'),
      );
    },
  );
});

it('a superuser needs no grant, but still a declared type', async () => {
  const message = await admin.collection('messages').create({
    chat: chatId,
    author: friend.id,
    kind: 'plugin',
    plugin: 'cards',
    pluginType: 'card',
    payload: null,
    text: 'From the server',
  });
  expect(message).toMatchObject({ kind: 'plugin', author: friend.id });
  await expectRefused(
    admin,
    chatId,
    () =>
      admin.collection('messages').create({
        chat: chatId,
        author: friend.id,
        kind: 'plugin',
        plugin: 'cards',
        pluginType: 'poster',
        text: 'x',
      }),
    400,
    fieldError('pluginType', 'validation_plugin_message_type'),
  );
});

it('a plugin message cannot be edited, only deleted by its author', async () => {
  const message = await sendCard(sender);
  const messages = sender.pb.collection('messages');
  for (const change of [
    { text: 'edited' },
    { payload: { title: 'changed' } },
    { pluginType: 'x' },
  ]) {
    await expectRefused(admin, chatId, () => messages.update(message.id, change), 404);
  }
  expect(await messages.update(message.id, { deleted: true })).toMatchObject({ deleted: true });
});

it('keeps plugin messages, with their fallback, once the plugin is removed', async () => {
  const other = await installPlugin(
    admin,
    await makeBundle(testBundleContent(testManifest({ id: 'ephemeral' }))),
  );
  await enablePlugin(sender, other);
  const message = await sendCard(sender, { plugin: 'ephemeral', text: 'Ephemeral card' });
  await removePlugin(admin, other.id);
  const kept = (await messagesOf(admin, chatId)).find((m) => m.id === message.id);
  expect(kept).toMatchObject({ plugin: 'ephemeral', text: 'Ephemeral card' });
});
