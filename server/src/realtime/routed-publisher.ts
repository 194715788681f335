import type { CollectionModel } from '@hearth/shared';
import type { RecordChangeEvent } from '../hooks/record-hooks.js';
import type { RecordValues } from '../request-info.js';
import type { Queryable } from '../storage/db.js';
import type { BusMessage, CustomBusMessage, RealtimeBus, RecordBusMessage } from './bus/bus.js';
import { EVERYONE, type BusSubject } from './bus/bus-subjects.js';
import { customSubjects, recordSubjects } from './bus-routes.js';
import type { RecordFanout } from './record-fanout.js';

/**
 * Publishes on a bus that routes by subject (`bus-routes.ts` says where each message goes).
 * A record change's subjects come from its audience, read from the database; publishes still
 * reach the bus in the order they were asked for (the order changes were committed), whatever
 * order those reads finish in.
 */
export class RoutedPublisher {
  /** A delete's subjects, worked out while its row still existed. */
  private readonly deleteSubjects = new WeakMap<RecordValues, BusSubject[]>();
  /** The last publish, which the next one waits for. */
  private publishing: Promise<void> = Promise.resolve();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly fanout: Pick<RecordFanout, 'audience'>,
    private readonly db: Queryable,
  ) {}

  /** Inside a delete's transaction: works out where the delete will go once committed. */
  async prepareDelete(event: RecordChangeEvent, q: Queryable): Promise<void> {
    this.deleteSubjects.set(event.record, await this.subjectsOf(q, event.collection, event.record));
  }

  /** Publishes a committed change. */
  publishChange(message: RecordBusMessage, event: RecordChangeEvent): Promise<void> {
    return this.inOrder(message, this.subjectsOfChange(event));
  }

  publishCustom(message: CustomBusMessage): Promise<void> {
    return this.inOrder(message, customSubjects(message));
  }

  private inOrder(message: BusMessage, subjects: Promise<BusSubject[]> | BusSubject[]) {
    const turn = this.publishing.then(async () => this.bus.publish(message, await subjects));
    this.publishing = turn.catch(() => undefined);
    return turn;
  }

  private async subjectsOfChange(event: RecordChangeEvent): Promise<BusSubject[]> {
    if (event.action !== 'delete') return this.subjectsOf(this.db, event.collection, event.record);
    // note: a delete whose subjects were not worked out before it (its hook failed) goes to
    // every process rather than to nobody.
    return this.deleteSubjects.get(event.record) ?? [EVERYONE];
  }

  private async subjectsOf(
    q: Queryable,
    collection: CollectionModel,
    record: RecordValues,
  ): Promise<BusSubject[]> {
    const id = String(record['id']);
    const audience =
      collection.type === 'view' ? null : await this.fanout.audience(q, collection, id);
    return recordSubjects(collection, id, audience);
  }
}
