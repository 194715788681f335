import type { AuthCollectionModel } from '@hearth/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthIdentity } from '../request-info.js';
import { captureLogger } from '../test/capture-logger.js';
import { RealtimeProbe, waitUntil } from '../test/realtime-probe.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import type { RealtimeSink } from './realtime-client.js';
import { RealtimeBroker } from './realtime-broker.js';
import type { ClientAuthChange } from './realtime.js';

/**
 * The seam for server code that follows who is connected (presence): a listener hears each
 * change of the auth record a client is bound to, and realtime's closing.
 */

const sink: RealtimeSink = {
  write: () => undefined,
  bufferedBytes: 0,
  end: () => undefined,
  destroy: () => undefined,
};
const LIMITS = { idleTimeoutMs: 1000, maxLifetimeMs: 5000, maxBufferedBytes: 100 };
const IP = '127.0.0.1';

function binding(id: string, tokenKey = 'key') {
  // note: the broker only reads the collection's id; the rest of the model is irrelevant here.
  const collection = { id: 'pbc_users', name: 'users', type: 'auth' } as AuthCollectionModel;
  const identity: AuthIdentity = { collection, record: { id, tokenKey } };
  return { identity, expiresAt: null };
}

describe('RealtimeBroker auth changes', () => {
  it('reports a client bound, rebound to the same record (not), dropped and gone', () => {
    vi.useFakeTimers();
    const heard: string[] = [];
    const broker = new RealtimeBroker(LIMITS, undefined, (client, previous) => {
      const now = client.isOpen ? String(client.binding?.identity.record['id'] ?? 'guest') : 'gone';
      heard.push(`${String(previous?.record['id'] ?? 'guest')}>${now}`);
    });
    try {
      const client = broker.connect(sink, IP);
      broker.setSubscriptions(client.id, ['a'], { auth: null, remoteIp: IP });
      broker.setSubscriptions(client.id, ['a'], { auth: binding('alice'), remoteIp: IP });
      broker.setSubscriptions(client.id, ['b'], { auth: binding('alice'), remoteIp: IP });
      broker.bind(client, null);
      broker.setSubscriptions(client.id, ['a'], { auth: binding('alice'), remoteIp: IP });
      broker.disconnect(client.id);
      const guest = broker.connect(sink, IP);
      broker.disconnect(guest.id);
      expect(heard).toEqual(['guest>alice', 'alice>guest', 'guest>alice', 'alice>gone']);
    } finally {
      broker.close();
      vi.useRealTimers();
    }
  });
});

describe('Realtime.onClientAuthChange', () => {
  let server: TestServer;
  const logger = captureLogger();

  beforeAll(async () => {
    server = await startTestServer({ features: [], logger });
  });
  afterAll(() => server.close());

  it('hears SDK clients come and go; a failing listener is logged and breaks nothing', async () => {
    const changes: ClientAuthChange[] = [];
    const stopFailing = server.app.realtime.onClientAuthChange(() => {
      throw new Error('listener failed');
    });
    const stop = server.app.realtime.onClientAuthChange((change) => changes.push(change));
    const admin = await server.superuser();
    const probe = await RealtimeProbe.open(server, admin);
    const clientId = admin.realtime.clientId;
    expect(changes).toMatchObject([{ clientId, previous: null, open: true }]);
    expect(changes[0]?.auth?.collection.name).toBe('_superusers');
    expect(await probe.drain()).toEqual([]);
    await admin.realtime.unsubscribe();
    await waitUntil(() => changes.length === 2);
    expect(changes[1]).toMatchObject({ clientId, auth: null, open: false });
    expect(changes[1]?.previous?.collection.name).toBe('_superusers');
    expect(logger.entries.filter((e) => e.message === 'realtime listener failed')).toHaveLength(2);
    stop();
    stopFailing();
  });

  it('tells onClose listeners before closing clients, which are then not reported', async () => {
    const other = await startTestServer({ features: [] });
    const events: string[] = [];
    other.app.realtime.onClientAuthChange(() => events.push('change'));
    other.app.realtime.onClose(() => events.push('close'));
    const admin = await other.superuser();
    await RealtimeProbe.open(other, admin);
    await other.close();
    expect(events).toEqual(['change', 'close']);
  });
});
