import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { InProcessBus } from '../../realtime/bus/in-process-bus.js';
import { RealtimeProbe, recordEvent } from '../../test/realtime-probe.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

// Two servers on one database and one bus stand for two processes of one deployment: each
// publishes its own changes on the bus and delivers what it hears to its own clients.
let first: TestServer;
let second: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  const bus = new InProcessBus();
  first = await startTestServer({ realtimeBus: bus });
  second = await startTestServer({
    realtimeBus: bus,
    dataDir: first.dataDir,
    ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}),
  });
  admin = await first.superuser();
  await admin.collections.create({
    name: 'vault',
    type: 'base',
    listRule: null,
    viewRule: '',
    createRule: '',
    updateRule: '',
    deleteRule: '',
    fields: [{ name: 'title', type: 'text' }],
  });
  await admin.collections.create({
    name: 'labels',
    type: 'base',
    listRule: 'title != "hidden"',
    viewRule: 'title != "hidden"',
    createRule: '',
    updateRule: '',
    deleteRule: '',
    fields: [{ name: 'title', type: 'text' }],
  });
  // note: collection definitions are cached per process; the second one reloads them here.
  await second.app.collections.reload();
});

afterAll(async () => {
  await second.close();
  await first.close();
});

describe('a realtime bus shared by two servers', () => {
  it("delivers one server's changes to the other's subscribers under their rules", async () => {
    const record = await admin.collection('vault').create({ title: 'from the first server' });
    const guest = await RealtimeProbe.open(second, second.client());
    await guest.subscribe('vault/*');
    await guest.subscribe(`vault/${record.id}`);
    const local = await RealtimeProbe.open(first, first.client());
    await local.subscribe(`vault/${record.id}`);

    await admin.collection('vault').update(record.id, { title: 'changed' });
    await admin.collection('vault').delete(record.id);

    const summary = (events: { topic: string; data: unknown }[]) =>
      events.map((event) => `${event.topic} ${recordEvent(event).action}`);
    // The list rule is superusers-only, so `vault/*` hears nothing on either server; the
    // delete reaches the second server after the row is gone and is checked on its values.
    expect(summary(await guest.drain())).toEqual([
      `vault/${record.id} update`,
      `vault/${record.id} delete`,
    ]);
    expect(summary(await local.drain())).toEqual([
      `vault/${record.id} update`,
      `vault/${record.id} delete`,
    ]);
  });

  it("checks another server's deletes against the deleted record's values", async () => {
    const shown = await admin.collection('labels').create({ title: 'shown' });
    const hidden = await admin.collection('labels').create({ title: 'hidden' });
    const guest = await RealtimeProbe.open(second, second.client());
    await guest.subscribe('labels/*');
    await admin.collection('labels').delete(hidden.id);
    await admin.collection('labels').delete(shown.id);
    const deleted = (await guest.drain()).map((event) => recordEvent(event).record['id']);
    expect(deleted).toEqual([shown.id]);
  });
});
