import type { CollectionModel } from '@hearth/shared';
import type { Logger } from '../lib/logger.js';
import type { Queryable } from '../storage/db.js';
import type { RecordValues, RequestInfo } from '../request-info.js';

/** A record that was created, updated or deleted. */
export interface RecordChangeEvent {
  action: 'create' | 'update' | 'delete';
  collection: CollectionModel;
  record: RecordValues;
}

/** A create or update about to be stored: its values may still change. */
export interface RecordWriteEvent {
  action: 'create' | 'update';
  collection: CollectionModel;
  /** The values that will be stored; a listener may set fields the server derives. */
  record: RecordValues;
  /** The stored record an update changes; null for a create. */
  previous: RecordValues | null;
  /** Who asked for the write. */
  info: RequestInfo;
  /**
   * A create that repeats one already stored (an idempotent retry): a listener sets it to that
   * record's values, and the write stores nothing and answers with that record instead.
   */
  duplicateOf: RecordValues | null;
}

/** A record about to be deleted, inside the delete's transaction. */
export interface RecordDeleteEvent extends RecordChangeEvent {
  action: 'delete';
  /** Who asked for the delete; null when the record goes because another one did (cascade). */
  info: RequestInfo | null;
}

type AfterListener = (event: RecordChangeEvent) => void | Promise<void>;
type BeforeDeleteListener = (event: RecordDeleteEvent, q: Queryable) => void | Promise<void>;
type BeforeWriteListener = (event: RecordWriteEvent, q: Queryable) => void | Promise<void>;

/**
 * Record lifecycle notifications for server code (realtime, mail, Hearth's own logic).
 * `after` listeners run only once the change is committed; a listener's failure is logged and
 * never undoes or fails the request.
 */
export class RecordHooks {
  private readonly afterListeners: AfterListener[] = [];
  private readonly beforeDeleteListeners: BeforeDeleteListener[] = [];
  private readonly beforeWriteListeners: BeforeWriteListener[] = [];

  constructor(private readonly logger: Logger) {}

  /** Calls `listener` after every committed create, update and delete. */
  onAfterChange(listener: AfterListener): () => void {
    this.afterListeners.push(listener);
    return () => remove(this.afterListeners, listener);
  }

  /**
   * Calls `listener` inside the delete's transaction while the record still exists (realtime
   * decides who may hear about the deletion before the row is gone).
   */
  onBeforeDelete(listener: BeforeDeleteListener): () => void {
    this.beforeDeleteListeners.push(listener);
    return () => remove(this.beforeDeleteListeners, listener);
  }

  /**
   * Calls `listener` inside a create's or update's transaction, once the rules and field checks
   * passed and before the row is stored: it may set derived fields, or throw an `ApiError` to
   * refuse the write (what a rule cannot say, such as a check against another collection), or
   * mark a create as a `duplicateOf` a stored record. Records it writes through the record
   * service with `{ tx: q }` join the transaction and its realtime events.
   */
  onBeforeWrite(listener: BeforeWriteListener): () => void {
    this.beforeWriteListeners.push(listener);
    return () => remove(this.beforeWriteListeners, listener);
  }

  /** Runs the before-write listeners; their errors abort the write. */
  async beforeWrite(event: RecordWriteEvent, q: Queryable): Promise<void> {
    for (const listener of this.beforeWriteListeners) await listener(event, q);
  }

  /** Runs the before-delete listeners; their errors abort the delete. */
  async beforeDelete(event: RecordDeleteEvent, q: Queryable): Promise<void> {
    for (const listener of this.beforeDeleteListeners) await listener(event, q);
  }

  /** Notifies the after-change listeners; call after commit. */
  async afterChange(events: readonly RecordChangeEvent[]): Promise<void> {
    for (const event of events) {
      for (const listener of this.afterListeners) {
        try {
          await listener(event);
        } catch (error) {
          this.logger.error('record hook failed', {
            error,
            action: event.action,
            collection: event.collection.name,
          });
        }
      }
    }
  }
}

function remove<T>(list: T[], item: T): void {
  const index = list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}
