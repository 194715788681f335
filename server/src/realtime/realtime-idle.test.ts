import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import { RealtimeProbe, recordEvent } from '../test/realtime-probe.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { EVERYONE } from './bus/bus-subjects.js';
import { InProcessBus } from './bus/in-process-bus.js';

let server: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  // note: alone on SQLite, a process keeps changes off the bus; on PostgreSQL it never is alone.
  server = await startTestServer({ features: [], databaseUrl: null });
  admin = await server.superuser();
  await admin.collections.create({
    name: 'notes',
    type: 'base',
    listRule: '',
    viewRule: '',
    createRule: '',
    fields: [{ name: 'title', type: 'text' }],
  });
});

afterAll(() => server.close());

afterEach(() => vi.restoreAllMocks());

describe('record changes on a process of its own', () => {
  it('go on the bus only while a realtime client is connected', async () => {
    const publish = vi.spyOn(InProcessBus.prototype, 'publish');
    await admin.collection('notes').create({ title: 'unheard' });
    await server.app.realtime.settled();
    expect(publish).not.toHaveBeenCalled();

    const probe = await RealtimeProbe.open(server, admin);
    await probe.subscribe('notes/*');
    const created = await admin.collection('notes').create({ title: 'heard' });
    await server.app.realtime.settled();
    expect(publish).toHaveBeenCalledWith(expect.objectContaining({ type: 'record' }), [EVERYONE]);
    expect((await probe.drain()).map((event) => recordEvent(event).record['id'])).toEqual([
      created.id,
    ]);
  });
});
