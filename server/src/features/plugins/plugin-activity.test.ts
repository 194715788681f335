import { PLUGIN_ACTIVITY_KEEP_DAYS } from '@hearth/shared';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../test/chat-kit.js';
import {
  activityOf,
  enablePlugin,
  installPlugin,
  startPluginServer,
} from '../../test/plugin-kit.js';
import { person, type Person } from '../../test/social-kit.js';
import type { TestServer } from '../../test/test-server.js';
import { formatDate } from '../../lib/dates.js';
import { ACTIVITY_PRUNE_JOB } from './plugin-activity.js';
import { makeBundle, testBundleContent, testManifest } from './test-bundles.js';

/**
 * The activity log (`plugin_activity`): the server writes what it saw (sent, stored, shared:
 * the other tests check each), the app adds what only it sees (read, fetched, notified), each
 * user reads their own, and entries go after `PLUGIN_ACTIVITY_KEEP_DAYS` days.
 */

let server: TestServer;
let admin: PocketBase;
let plugin: RecordModel;
let user: Person;

beforeAll(async () => {
  server = await startPluginServer();
  admin = await server.superuser();
  plugin = await installPlugin(
    admin,
    await makeBundle(testBundleContent(testManifest({ id: 'busy' }))),
  );
  user = await person(server, 'busy');
  await enablePlugin(user, plugin);
});
afterAll(() => server.close());

const log = (who: Person, fields: Record<string, unknown>) =>
  who.pb.collection('plugin_activity').create({ user: who.id, plugin: plugin.id, ...fields });

describe('what the app records', () => {
  it('adds read, fetched and notified entries for the user', async () => {
    for (const action of ['read', 'fetched', 'notified']) {
      await log(user, { action, detail: action });
    }
    expect(await activityOf(admin, user.id, plugin.id)).toEqual([
      'read read',
      'fetched fetched',
      'notified notified',
    ]);
  });

  it('cannot forge what the server records, nor write for someone else', async () => {
    const other = await person(server, 'other');
    for (const action of ['sent', 'stored', 'shared']) {
      await refusal(log(user, { action }));
    }
    await refusal(
      user.pb
        .collection('plugin_activity')
        .create({ user: other.id, plugin: plugin.id, action: 'read' }),
    );
    expect(await other.pb.collection('plugin_activity').getFullList()).toEqual([]);
  });
});

describe('the daily prune', () => {
  it(`forgets entries older than ${PLUGIN_ACTIVITY_KEEP_DAYS} days`, async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => formatDate(new Date(Date.now() - daysAgo * day));
    const insert = (id: string, created: string) =>
      server.app.db.run(
        'INSERT INTO plugin_activity (id, `user`, plugin, action, detail, chat, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [id, user.id, plugin.id, 'read', id, '', created, created],
      );
    await insert('oldactivity0001', at(PLUGIN_ACTIVITY_KEEP_DAYS + 1));
    await insert('keptactivity001', at(PLUGIN_ACTIVITY_KEEP_DAYS - 1));
    expect(await server.app.crons.runNow(ACTIVITY_PRUNE_JOB.id)).toBe(true);
    const details = await activityOf(admin, user.id, plugin.id);
    expect(details).toContain('read keptactivity001');
    expect(details).not.toContain('read oldactivity0001');
  });
});
