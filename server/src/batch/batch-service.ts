import type { CollectionRegistry } from '../collections/collection-registry.js';
import { ApiError, badRequest, MESSAGES, notFound } from '../errors.js';
import type { BlobStore } from '../filesystem/blob-store.js';
import type { RecordHooks } from '../hooks/record-hooks.js';
import { parseFields, pickFields } from '../lib/json-fields.js';
import type { Logger } from '../lib/logger.js';
import { parseExpand } from '../records/record-expand.js';
import type { RecordService } from '../records/record-service.js';
import { findRecordById } from '../records/record-store.js';
import { RecordWriteEffects } from '../records/record-write-effects.js';
import { ruleHeaderName, type RequestInfo } from '../request-info.js';
import {
  retryConflicts,
  TransactionConflictError,
  type Db,
  type Queryable,
} from '../storage/db.js';
import { resolveBatchAction, type BatchAction } from './batch-action.js';
import type { BatchItem } from './batch-request.js';

/** One sub-request's outcome, as the batch response lists it. */
export interface BatchResult {
  status: number;
  body: unknown;
}

/** How long a batch may take, and what aborts it early. */
export interface BatchRunOptions {
  timeoutMs: number;
  /** Aborts the batch (the client went away). */
  signal?: AbortSignal;
}

/** What batches run on. */
export interface BatchServiceDeps {
  db: Db;
  records: RecordService;
  collections: CollectionRegistry;
  blobs: BlobStore;
  hooks: RecordHooks;
  logger: Logger;
}

const FAILED = 'Batch transaction failed.';

/** A sub-request that failed, with its index. */
class SubRequestError extends Error {
  constructor(
    readonly index: number,
    readonly response: ApiError,
  ) {
    super(response.message);
  }
}

/**
 * PocketBase's batch API: record creates, updates, deletes and upserts run in order, in one
 * transaction, as the batch's caller with `@request.context = "batch"` and every rule and
 * validation of the single endpoints. The first failure, the timeout or an abort rolls all of
 * it back; hooks and realtime hear of the changes only once everything committed, and files
 * written by a failed batch are removed.
 */
export class BatchService {
  constructor(private readonly deps: BatchServiceDeps) {}

  /** Runs the sub-requests; throws PocketBase's 400 "Batch transaction failed." on any failure. */
  async run(
    items: readonly BatchItem[],
    caller: RequestInfo,
    options: BatchRunOptions,
  ): Promise<BatchResult[]> {
    try {
      // note: a batch the database aborted for a conflict with another transaction (a
      // deadlock on PostgreSQL) runs again from the start.
      return await retryConflicts(() => this.attempt(items, caller, options));
    } catch (error) {
      throw this.toBatchError(error);
    }
  }

  private async attempt(
    items: readonly BatchItem[],
    caller: RequestInfo,
    options: BatchRunOptions,
  ): Promise<BatchResult[]> {
    const { db, blobs, hooks, logger } = this.deps;
    const effects = new RecordWriteEffects();
    let inFlight: Promise<unknown> = Promise.resolve();
    try {
      const results = await db.transaction(async (tx) => {
        const abort = abortSignal(options);
        try {
          const results: BatchResult[] = [];
          for (const [index, item] of items.entries()) {
            const work = this.runItem(tx, effects, item, caller).catch((error: unknown) => {
              if (error instanceof TransactionConflictError) throw error;
              throw new SubRequestError(index, this.toApiError(error));
            });
            inFlight = work.catch(() => undefined);
            results.push(await Promise.race([work, abort.promise]));
          }
          return results;
        } finally {
          abort.dispose();
        }
      });
      await effects.committed(blobs, hooks, logger);
      return results;
    } catch (error) {
      await effects.rolledBack(blobs, logger);
      // note: a sub-request cut off by the timeout may still be running; it fails at its next
      // query (its transaction is gone). Files it writes meanwhile are removed once it stops.
      void inFlight.then(() => effects.rolledBack(blobs, logger));
      throw error;
    }
  }

  private async runItem(
    tx: Queryable,
    effects: RecordWriteEffects,
    item: BatchItem,
    caller: RequestInfo,
  ): Promise<BatchResult> {
    const action = resolveBatchAction(item.method, item.url);
    if (!action) throw badRequest();
    const collection = this.deps.collections.find(action.collection);
    if (!collection) throw notFound(MESSAGES.missingCollection);
    const kind = await this.resolveUpsert(tx, action, item);
    const info = subRequestInfo(caller, kind.method, action.query, item.headers);
    const options = { tx, effects, expand: parseExpand(action.query['expand']) };
    const { records } = this.deps;
    if (kind.kind === 'delete') {
      await records.delete(collection, kind.id, info, options);
      return { status: 204, body: null };
    }
    const record =
      kind.kind === 'create'
        ? await records.create(collection, item.input, info, options)
        : await records.update(collection, kind.id, item.input, info, options);
    return { status: 200, body: pickFields(record, parseFields(action.query['fields'])) };
  }

  /** An upsert updates when `body.id` names an existing record, and creates otherwise. */
  private async resolveUpsert(
    tx: Queryable,
    action: BatchAction,
    item: BatchItem,
  ): Promise<{ kind: 'create' | 'update' | 'delete'; id: string; method: string }> {
    if (action.kind === 'create') return { kind: 'create', id: '', method: 'POST' };
    if (action.kind === 'update') return { kind: 'update', id: action.id, method: 'PATCH' };
    if (action.kind === 'delete') return { kind: 'delete', id: action.id, method: 'DELETE' };
    const rawId = item.input.data['id'];
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
    const collection = this.deps.collections.find(action.collection);
    if (id !== '' && collection && (await findRecordById(tx, collection, id))) {
      return { kind: 'update', id, method: 'PATCH' };
    }
    return { kind: 'create', id: '', method: 'POST' };
  }

  private toApiError(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    // PB compat: any other failure of a sub-request is reported as a plain 400.
    this.deps.logger.error('batch sub-request failed', { error });
    return badRequest();
  }

  private toBatchError(error: unknown): ApiError {
    if (error instanceof SubRequestError) {
      return badRequest(FAILED, {
        requests: {
          [String(error.index)]: {
            code: 'batch_request_failed',
            message: 'Batch request failed.',
            response: error.response.toJSON(),
          },
        },
      });
    }
    if (error instanceof BatchAbortedError) return badRequest(FAILED);
    this.deps.logger.error('batch transaction failed', { error });
    return badRequest(FAILED);
  }
}

/** The batch ran out of time or its client went away. */
class BatchAbortedError extends Error {}

/** A promise that rejects on the timeout or the abort signal, and how to stop watching. */
function abortSignal(options: BatchRunOptions): { promise: Promise<never>; dispose: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new BatchAbortedError('timeout')), options.timeoutMs);
    onAbort = () => reject(new BatchAbortedError('aborted'));
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
  });
  // note: nobody may be racing it when it fires (between sub-requests); that is not an error.
  promise.catch(() => undefined);
  return {
    promise,
    dispose: () => {
      clearTimeout(timer);
      if (onAbort) options.signal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * What rules see for a sub-request: the caller's auth and headers, the sub-request's method,
 * URL query and headers (its own Authorization never replaces the caller's).
 */
function subRequestInfo(
  caller: RequestInfo,
  method: string,
  query: Record<string, string>,
  headers: Record<string, string>,
): RequestInfo {
  const merged = { ...caller.headers };
  for (const [name, value] of Object.entries(headers)) {
    const key = ruleHeaderName(name);
    if (key !== 'authorization') merged[key] = value;
  }
  return { ...caller, method, context: 'batch', query, headers: merged, body: {} };
}
