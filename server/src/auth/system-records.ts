import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import type { CollectionRegistry } from '../collections/collection-registry.js';
import type { RecordService } from '../records/record-service.js';
import { findRecordById } from '../records/record-store.js';
import {
  SUPERUSERS,
  systemRequestInfo,
  type RecordValues,
  type RequestInfo,
} from '../request-info.js';
import type { Queryable } from '../storage/db.js';
import type { TokenSubjectLookup } from '../security/record-token.js';

/**
 * Record writes the server makes on its own behalf (verified flags, OTP and MFA records, login
 * origins). They go through the record service with full rights, so validation, token keys,
 * cascades and realtime events behave exactly as for API writes.
 */
export class SystemRecords {
  constructor(
    private readonly collections: CollectionRegistry,
    private readonly records: RecordService,
    private readonly q: Queryable,
  ) {}

  /** A collection that must exist (system collections, the route's collection). */
  collection(name: string): CollectionModel {
    const collection = this.collections.find(name);
    if (!collection) throw new Error(`missing collection ${name}`);
    return collection;
  }

  /** Loads a record of a collection by name or id, or null. */
  find(collectionName: string, id: string): Promise<RecordValues | null> {
    return findRecordById(this.q, this.collection(collectionName), id);
  }

  /** Creates a record and returns its id. */
  async create(collectionName: string, data: Record<string, unknown>): Promise<string> {
    const created = await this.records.create(
      this.collection(collectionName),
      { data, files: {} },
      this.info(),
    );
    return String(created['id']);
  }

  /** Updates fields of a record (auth fields included: `password` + `passwordConfirm`, `email`). */
  async update(collection: CollectionModel, id: string, data: Record<string, unknown>) {
    await this.records.update(collection, id, { data, files: {} }, this.info());
  }

  /** Deletes a record (and whatever cascades from it). */
  delete(collectionName: string, id: string): Promise<void> {
    return this.records.delete(this.collection(collectionName), id, this.info());
  }

  /** Resolves what a record token names, for `verifyRecordToken`. */
  tokenLookup(): TokenSubjectLookup {
    return {
      findCollection: (id) => this.collections.find(id),
      findRecord: (collection: AuthCollectionModel, id) => findRecordById(this.q, collection, id),
    };
  }

  private info(): RequestInfo {
    const superusers = this.collection(SUPERUSERS);
    if (superusers.type !== 'auth') throw new Error('_superusers must be an auth collection');
    return systemRequestInfo(superusers);
  }
}
