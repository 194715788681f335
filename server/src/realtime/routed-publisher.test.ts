import type { CollectionModel } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import type { RecordChangeEvent } from '../hooks/record-hooks.js';
import type { Queryable } from '../storage/db.js';
import type { BusMessage, RealtimeBus, RecordBusMessage } from './bus/bus.js';
import type { BusSubject } from './bus/bus-subjects.js';
import { RoutedPublisher } from './routed-publisher.js';

/** A routing bus that records what was published, with its subjects. */
class PublishLog implements RealtimeBus {
  readonly routesBySubject = true;
  readonly published: string[] = [];

  publish(message: BusMessage, subjects: readonly BusSubject[]): Promise<void> {
    const id = message.type === 'record' ? String(message.record['id']) : message.type;
    this.published.push(`${id} → ${subjects.join(' ')}`);
    return Promise.resolve();
  }

  subscribe = () => () => undefined;
  setInterest = () => undefined;
  interestApplied = () => Promise.resolve();
  stats = () => ({ received: 0, handled: 0 });
  close = () => Promise.resolve();
}

// note: only the id and type of a collection decide a record event's subjects.
const messages = { id: 'pbc_messages', name: 'messages', type: 'base' } as CollectionModel;
// note: the publisher hands the database to the audience reader only, which ignores it here.
const db = {} as Queryable;

const change = (id: string, action: RecordChangeEvent['action'] = 'create') => {
  const record = { id };
  const event: RecordChangeEvent = { action, collection: messages, record };
  const message: RecordBusMessage = {
    type: 'record',
    action,
    collectionId: messages.id,
    record,
    origin: 'node',
  };
  return { event, message };
};

/** An audience reader whose answers arrive when the test releases them. */
function heldAudiences() {
  const waiting = new Map<string, (ids: Set<string>) => void>();
  return {
    audience: (_q: Queryable, _c: CollectionModel, id: string) =>
      new Promise<Set<string> | null>((resolve) => waiting.set(id, resolve)),
    release: (id: string, ids: string[]) => waiting.get(id)?.(new Set(ids)),
  };
}

describe('RoutedPublisher', () => {
  it('publishes changes in the order they came, whatever order their audiences are read in', async () => {
    const bus = new PublishLog();
    const audiences = heldAudiences();
    const publisher = new RoutedPublisher(bus, audiences, db);
    const first = change('m1');
    const second = change('m2');
    const published = [
      publisher.publishChange(first.message, first.event),
      publisher.publishChange(second.message, second.event),
    ];
    audiences.release('m2', ['u2']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(bus.published).toEqual([]);
    audiences.release('m1', ['u1']);
    await Promise.all(published);
    expect(bus.published).toEqual([
      'm1 → watch/pbc_messages user/u1',
      'm2 → watch/pbc_messages user/u2',
    ]);
  });

  it('sends a delete where its record was before it went, or to everyone if that is unknown', async () => {
    const bus = new PublishLog();
    const publisher = new RoutedPublisher(
      bus,
      { audience: () => Promise.resolve(new Set(['u1', 'u2'])) },
      db,
    );
    const prepared = change('m1', 'delete');
    await publisher.prepareDelete(prepared.event, db);
    await publisher.publishChange(prepared.message, prepared.event);
    const unprepared = change('m2', 'delete');
    await publisher.publishChange(unprepared.message, unprepared.event);
    expect(bus.published).toEqual(['m1 → watch/pbc_messages user/u1 user/u2', 'm2 → everyone']);
  });
});
