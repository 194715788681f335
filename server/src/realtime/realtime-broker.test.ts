import type { AuthCollectionModel } from '@hearth/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors.js';
import type { AuthIdentity } from '../request-info.js';
import type { RealtimeSink } from './realtime-client.js';
import { RealtimeBroker } from './realtime-broker.js';

class FakeSink implements RealtimeSink {
  frames: string[] = [];
  bufferedBytes = 0;
  ended = false;
  destroyed = false;

  write(chunk: string): void {
    this.frames.push(chunk);
  }

  end(): void {
    this.ended = true;
  }

  destroy(): void {
    this.destroyed = true;
  }
}

const LIMITS = { idleTimeoutMs: 1000, maxLifetimeMs: 5000, maxBufferedBytes: 100 };
const IP = '127.0.0.1';

function identity(id: string, collectionId = 'pbc_users'): AuthIdentity {
  // note: the broker only reads the collection's id; the rest of the model is irrelevant here.
  const collection = { id: collectionId, name: collectionId, type: 'auth' } as AuthCollectionModel;
  return { collection, record: { id } };
}

function matchesOf(broker: RealtimeBroker, topics: string[]): [string, number][] {
  const matches: [string, number][] = [];
  broker.forEachMatch(topics, (_client, subscription, index) =>
    matches.push([subscription.key, index]),
  );
  return matches;
}

function errorOf(run: () => void): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('RealtimeBroker', () => {
  let broker: RealtimeBroker;

  beforeEach(() => {
    vi.useFakeTimers();
    broker = new RealtimeBroker(LIMITS);
  });

  afterEach(() => {
    broker.close();
    vi.useRealTimers();
  });

  it('sends PB_CONNECT with a 40-character id on every frame', () => {
    const sink = new FakeSink();
    const client = broker.connect(sink, IP);
    expect(client.id).toMatch(/^[A-Za-z0-9]{40}$/);
    client.send('notes/*', '{"a":1}');
    expect(sink.frames).toEqual([
      `id:${client.id}\nevent:PB_CONNECT\ndata:{"clientId":"${client.id}"}\n\n`,
      `id:${client.id}\nevent:notes/*\ndata:{"a":1}\n\n`,
    ]);
  });

  it('replaces the whole subscription set, ignoring empty keys and keys with line breaks', () => {
    const client = broker.connect(new FakeSink(), IP);
    broker.setSubscriptions(client.id, ['notes/*', 'notes/*?options=%7B%7D', 'x'], {
      auth: null,
      remoteIp: IP,
    });
    broker.setSubscriptions(client.id, ['notes/*', '', 'evil\nevent:x', 'typing/1'], {
      auth: null,
      remoteIp: IP,
    });
    expect([...client.subscriptions.keys()]).toEqual(['notes/*', 'typing/1']);
    expect(matchesOf(broker, ['notes/abc', 'notes/*', 'x'])).toEqual([['notes/*', 1]]);
    expect(broker.subscribersOf('typing/1')).toEqual([client]);
    expect(broker.subscribersOf('typing/1?options=%7B%7D')).toEqual([]);
    expect(broker.subscribersOf('x')).toEqual([]);
  });

  it('removes one subscription key and keeps the others of the same topic', () => {
    const client = broker.connect(new FakeSink(), IP);
    const other = broker.connect(new FakeSink(), IP);
    broker.setSubscriptions(client.id, ['@oauth2', 'notes/*', 'notes/*?options=%7B%7D'], {
      auth: null,
      remoteIp: IP,
    });
    broker.setSubscriptions(other.id, ['@oauth2'], { auth: null, remoteIp: IP });
    broker.unsubscribe(client, '@oauth2');
    broker.unsubscribe(client, 'notes/*');
    broker.unsubscribe(client, 'never-subscribed');
    expect([...client.subscriptions.keys()]).toEqual(['notes/*?options=%7B%7D']);
    expect(broker.subscribersOf('@oauth2')).toEqual([other]);
    expect(matchesOf(broker, ['notes/*'])).toEqual([['notes/*?options=%7B%7D', 0]]);
  });

  it('refuses unknown clients, other IPs and changed auth as PocketBase does', () => {
    const client = broker.connect(new FakeSink(), IP);
    const alice = { identity: identity('alice'), expiresAt: null };
    expect(
      errorOf(() => broker.setSubscriptions('nope', [], { auth: null, remoteIp: IP })),
    ).toMatchObject({
      status: 404,
      message: 'Missing or invalid client id.',
    });
    expect(
      errorOf(() => broker.setSubscriptions(client.id, [], { auth: null, remoteIp: '10.0.0.1' })),
    ).toMatchObject({ status: 400, message: 'Invalid realtime client.' });
    broker.setSubscriptions(client.id, [], { auth: null, remoteIp: IP });
    broker.setSubscriptions(client.id, [], { auth: alice, remoteIp: IP });
    expect(broker.boundTo('pbc_users', 'alice')).toEqual([client]);
    for (const auth of [
      null,
      { identity: identity('bob'), expiresAt: null },
      {
        identity: identity('alice', 'pbc_other'),
        expiresAt: null,
      },
    ]) {
      expect(
        errorOf(() => broker.setSubscriptions(client.id, [], { auth, remoteIp: IP })),
      ).toMatchObject({
        status: 403,
        message: "The current and the previous request authorization don't match.",
      });
    }
    broker.setSubscriptions(client.id, ['again'], { auth: alice, remoteIp: IP });
    expect([...client.subscriptions.keys()]).toEqual(['again']);
  });

  it('drops a binding once its token expires', () => {
    const client = broker.connect(new FakeSink(), IP);
    const auth = { identity: identity('alice'), expiresAt: 10_000 };
    broker.setSubscriptions(client.id, [], { auth, remoteIp: IP });
    expect(broker.authOf(client, 9_999)?.record['id']).toBe('alice');
    expect(broker.authOf(client, 10_000)).toBeNull();
    expect(broker.boundTo('pbc_users', 'alice')).toEqual([]);
    // A guest again, it may bind to anyone.
    broker.setSubscriptions(client.id, [], {
      auth: { identity: identity('bob'), expiresAt: null },
      remoteIp: IP,
    });
    expect(broker.authOf(client)?.record['id']).toBe('bob');
  });

  it('closes a client idle for the idle timeout; each message sent restarts the wait', () => {
    const sink = new FakeSink();
    const client = broker.connect(sink, IP);
    vi.advanceTimersByTime(900);
    client.send('x', '1');
    vi.advanceTimersByTime(900);
    expect(sink.ended).toBe(false);
    vi.advanceTimersByTime(100);
    expect(sink.ended).toBe(true);
    expect(broker.clientCount).toBe(0);
  });

  it('closes a busy client at the lifetime cap', () => {
    const sink = new FakeSink();
    const client = broker.connect(sink, IP);
    for (let elapsed = 0; elapsed < 4900; elapsed += 700) {
      vi.advanceTimersByTime(700);
      client.send('x', '1');
    }
    expect(sink.ended).toBe(false);
    vi.advanceTimersByTime(100);
    expect(sink.ended).toBe(true);
  });

  it('drops a client whose buffer overflows, at once and without ending gracefully', () => {
    const sink = new FakeSink();
    const client = broker.connect(sink, IP);
    broker.setSubscriptions(client.id, ['x'], {
      auth: { identity: identity('a'), expiresAt: null },
      remoteIp: IP,
    });
    sink.bufferedBytes = 101;
    client.send('x', 'too much');
    expect(sink.destroyed).toBe(true);
    expect(sink.ended).toBe(false);
    expect(broker.clientCount).toBe(0);
    expect(matchesOf(broker, ['x'])).toEqual([]);
    expect(broker.boundTo('pbc_users', 'a')).toEqual([]);
    client.send('x', 'after');
    expect(sink.frames.at(-1)).toContain('too much');
  });

  it('forgets a disconnected client without writing to it', () => {
    const sink = new FakeSink();
    const client = broker.connect(sink, IP);
    broker.disconnect(client.id);
    broker.disconnect(client.id);
    expect(broker.client(client.id)).toBeUndefined();
    expect(sink.ended).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
