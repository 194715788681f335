import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthIdentity } from '../request-info.js';
import type { RealtimeBus } from './bus/bus.js';
import type { BusSubject } from './bus/bus-subjects.js';
import { BusInterest } from './bus-interest.js';
import { RealtimeBroker } from './realtime-broker.js';
import type { RealtimeSink } from './realtime-client.js';

/** A bus that records what it was told to want, and carries nothing. */
class InterestLog implements RealtimeBus {
  readonly routesBySubject = true;
  readonly calls: string[] = [];
  readonly wanted = new Set<BusSubject>();

  setInterest(subject: BusSubject, wanted: boolean): void {
    this.calls.push(`${wanted ? '+' : '-'}${subject}`);
    if (wanted) this.wanted.add(subject);
    else this.wanted.delete(subject);
  }

  publish = () => Promise.resolve();
  subscribe = () => () => undefined;
  interestApplied = () => Promise.resolve();
  stats = () => ({ received: 0, handled: 0 });
  close = () => Promise.resolve();
}

const sink: RealtimeSink = {
  write: () => undefined,
  bufferedBytes: 0,
  end: () => undefined,
  destroy: () => undefined,
};
const LIMITS = { idleTimeoutMs: 60_000, maxLifetimeMs: 60_000, maxBufferedBytes: 1024 };
const IP = '127.0.0.1';

function identity(id: string, collectionName = 'users'): AuthIdentity {
  // note: the broker reads the collection's id and name only; the rest is irrelevant here.
  const collection = {
    id: `pbc_${collectionName}`,
    name: collectionName,
    type: 'auth',
  } as AuthCollectionModel;
  return { collection, record: { id } };
}

describe('BusInterest', () => {
  let bus: InterestLog;
  let broker: RealtimeBroker;
  let collections: Map<string, CollectionModel>;
  let interest: BusInterest;

  beforeEach(() => {
    bus = new InterestLog();
    broker = new RealtimeBroker(LIMITS);
    collections = new Map();
    // note: only the id and name of a collection decide its subjects.
    const posts = { id: 'pbc_posts', name: 'posts', type: 'base' } as CollectionModel;
    collections.set('posts', posts).set('pbc_posts', posts);
    interest = new BusInterest(bus, (name) => collections.get(name));
    broker.onIndexKeyChange(interest.followBroker);
  });

  const subscribe = (clientId: string, keys: string[], auth: AuthIdentity | null = null) =>
    broker.setSubscriptions(clientId, keys, {
      auth: auth && { identity: auth, expiresAt: null },
      remoteIp: IP,
    });

  it('wants what the clients hold: their users, topics and the collections these name', async () => {
    const a = broker.connect(sink, IP);
    const b = broker.connect(sink, IP);
    subscribe(a.id, ['posts/*', 'hearth/typing'], identity('u1'));
    subscribe(b.id, ['pbc_posts/r1?options=%7B%7D'], identity('u2'));
    await interest.ready();
    expect([...bus.wanted].sort()).toEqual([
      'collection/pbc_posts',
      'topic/hearth/typing',
      'topic/pbc_posts/r1',
      'topic/posts/*',
      'user/u1',
      'user/u2',
    ]);

    broker.disconnect(a.id);
    await interest.ready();
    expect([...bus.wanted].sort()).toEqual([
      'collection/pbc_posts',
      'topic/pbc_posts/r1',
      'user/u2',
    ]);
    broker.disconnect(b.id);
    await interest.ready();
    expect([...bus.wanted]).toEqual([]);
  });

  it('never leaves a subject a client subscribes to again, even for a moment', async () => {
    const a = broker.connect(sink, IP);
    subscribe(a.id, ['posts/*'], identity('u1'));
    await interest.ready();
    bus.calls.length = 0;
    subscribe(a.id, ['posts/*', 'hearth/typing'], identity('u1'));
    await interest.ready();
    expect(bus.calls).toEqual(['+topic/hearth/typing']);
  });

  it('wants every watch subject while a superuser is connected', async () => {
    const a = broker.connect(sink, IP);
    subscribe(a.id, ['posts'], identity('s1', '_superusers'));
    await interest.ready();
    expect(bus.wanted.has('watch/*')).toBe(true);
    broker.bind(a, null);
    await interest.ready();
    expect(bus.wanted.has('watch/*')).toBe(false);
  });

  it('follows a collection that appears after its topic was subscribed, and one watched', async () => {
    const a = broker.connect(sink, IP);
    subscribe(a.id, ['notes/*']);
    interest.watch('notes', true);
    await interest.ready();
    expect([...bus.wanted].sort()).toEqual(['topic/notes/*']);

    // note: only the id and name of a collection decide its subjects.
    const notes = { id: 'pbc_notes', name: 'notes', type: 'base' } as CollectionModel;
    collections.set('notes', notes);
    interest.collectionsChanged();
    await interest.ready();
    expect([...bus.wanted].sort()).toEqual([
      'collection/pbc_notes',
      'topic/notes/*',
      'watch/pbc_notes',
    ]);
    interest.watch('notes', false);
    await interest.ready();
    expect([...bus.wanted].sort()).toEqual(['collection/pbc_notes', 'topic/notes/*']);
  });
});
