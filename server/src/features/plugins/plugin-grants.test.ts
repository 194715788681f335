import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldError, refusal } from '../../test/chat-kit.js';
import { enablePlugin, installPlugin, startPluginServer } from '../../test/plugin-kit.js';
import { person, type Person } from '../../test/social-kit.js';
import type { TestServer } from '../../test/test-server.js';
import { makeBundle, testBundleContent, testManifest } from './test-bundles.js';

/**
 * Enabling a plugin (`plugin_grants`): a user consents to everything it asks before turning it
 * on, grants a part of what they consented to, and only for themselves.
 */

let server: TestServer;
let admin: PocketBase;
let plugin: RecordModel;

const ASKED = ['messages.send', 'chat.read', 'storage', 'state'];

beforeAll(async () => {
  server = await startPluginServer();
  admin = await server.superuser();
  plugin = await installPlugin(
    admin,
    await makeBundle(testBundleContent(testManifest({ id: 'granted' }))),
  );
});
afterAll(() => server.close());

function grant(who: Person, fields: Record<string, unknown>): Promise<RecordModel> {
  return who.pb.collection('plugin_grants').create({ user: who.id, plugin: plugin.id, ...fields });
}

async function grantsOf(who: Person): Promise<RecordModel[]> {
  return admin.collection('plugin_grants').getFullList({ filter: `user = "${who.id}"` });
}

describe('enabling', () => {
  it('turns a plugin on with full consent and some capabilities granted', async () => {
    const who = await person(server, 'consenting');
    const created = await grant(who, { enabled: true, consented: ASKED, granted: ['state'] });
    expect(created).toMatchObject({ enabled: true, consented: ASKED, granted: ['state'] });
  });

  it('refuses to turn it on before consent to everything it asks', async () => {
    const who = await person(server, 'hasty');
    const data = await refusal(
      grant(who, { enabled: true, consented: ['messages.send'], granted: ['messages.send'] }),
    );
    expect(data).toMatchObject(fieldError('enabled', 'validation_plugin_consent_required'));
    expect(await grantsOf(who)).toEqual([]);
  });

  it('keeps a grant off while consent is partial (the consent dialog was dismissed)', async () => {
    const who = await person(server, 'undecided');
    const created = await grant(who, { enabled: false, consented: ['messages.send'], granted: [] });
    expect(created).toMatchObject({ enabled: false });
    const data = await refusal(
      who.pb.collection('plugin_grants').update(created.id, { enabled: true }),
    );
    expect(data).toMatchObject(fieldError('enabled', 'validation_plugin_consent_required'));
  });

  it('refuses a grant of what was not consented to', async () => {
    const who = await person(server, 'greedy');
    const data = await refusal(
      grant(who, { enabled: false, consented: ['state'], granted: ['state', 'storage'] }),
    );
    expect(data).toMatchObject(fieldError('granted', 'validation_plugin_capability_not_consented'));
  });

  it('refuses a grant of what the plugin does not ask for', async () => {
    const who = await person(server, 'generous');
    const data = await refusal(
      grant(who, {
        enabled: true,
        consented: [...ASKED, 'network'],
        granted: ['network'],
      }),
    );
    expect(data).toMatchObject(fieldError('granted', 'validation_plugin_capability_not_asked'));
  });

  it('lets a user revoke capabilities and turn the plugin off and on', async () => {
    const who = await person(server, 'careful');
    const created = await enablePlugin(who, plugin);
    const grants = who.pb.collection('plugin_grants');
    expect(await grants.update(created.id, { granted: ['chat.read'] })).toMatchObject({
      granted: ['chat.read'],
    });
    expect(await grants.update(created.id, { enabled: false })).toMatchObject({ enabled: false });
    expect(await grants.update(created.id, { enabled: true })).toMatchObject({ enabled: true });
  });

  it('allows one grant per user and plugin, and only the user’s own', async () => {
    const who = await person(server, 'single');
    const other = await person(server, 'other');
    await enablePlugin(who, plugin);
    expect((await refusal(enablePlugin(who, plugin))) as object).toMatchObject(
      fieldError('user', 'validation_not_unique'),
    );
    await refusal(
      who.pb.collection('plugin_grants').create({
        user: other.id,
        plugin: plugin.id,
        enabled: false,
      }),
    );
    expect(await grantsOf(other)).toEqual([]);
    // Nobody else sees it.
    expect(await other.pb.collection('plugin_grants').getFullList()).toEqual([]);
  });
});
