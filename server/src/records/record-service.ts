import type { CollectionModel } from '@hearth/shared';
import { kindOf } from '../collections/fields/field-kinds.js';
import { toUniqueStrings } from '../collections/fields/value-cast.js';
import type { CollectionRegistry } from '../collections/collection-registry.js';
import { ApiError, badRequest, forbidden, hasFieldErrors, MESSAGES, notFound } from '../errors.js';
import type { BlobStore } from '../filesystem/blob-store.js';
import type { RecordHooks, RecordWriteEvent } from '../hooks/record-hooks.js';
import type { Logger } from '../lib/logger.js';
import {
  emptyRequestInfo,
  isSuperuser,
  type RecordValues,
  type RequestInfo,
} from '../request-info.js';
import { searchPage, type PageQuery, type SearchResult } from '../search/search-provider.js';
import {
  retryConflicts,
  UniqueViolationError,
  type Db,
  type Queryable,
  type Row,
} from '../storage/db.js';
import type { Sql } from '../storage/sql.js';
import { deleteWithCascade } from './record-cascade.js';
import { presentWithExpand, type ExpandTree } from './record-expand.js';
import { compilePathValues, compileRecordFilter, compileRecordSort } from './record-filter.js';
import type { RecordInput } from './record-input.js';
import { presentRecord, presentRow, type RecordViewer } from './record-presenter.js';
import {
  findMissingIds,
  findRecordById,
  insertRecord,
  updateRecord,
  valuesFromRow,
} from './record-store.js';
import { prepareRecordChange, type RecordChange } from './record-upsert.js';
import { CompiledSqlCache, readsOnlyOwnFields } from './compiled-sql-cache.js';
import { RecordWriteEffects } from './record-write-effects.js';
import { RuleTemplates } from './rule-templates.js';

/** The alias every record query gives the collection's table. */
const MAIN = '__main';

/** PocketBase's list query parameters, already parsed, with the relations to expand. */
export interface ListQuery extends PageQuery {
  expand: ExpandTree;
}

/** Options of a write: run inside a caller's transaction (batch) and share its effects. */
export interface WriteOptions {
  expand?: ExpandTree;
  tx?: Queryable;
  effects?: RecordWriteEffects;
}

/** What the record service is built on. */
export interface RecordServiceDeps {
  db: Db;
  collections: CollectionRegistry;
  blobs: BlobStore;
  hooks: RecordHooks;
  logger: Logger;
}

/**
 * The records API's domain logic: PocketBase's rule semantics (null ⇒ superusers only, '' ⇒
 * anyone, an expression ⇒ a condition inside the SQL), validation, files and cascades. Knows
 * nothing of HTTP: callers pass a `RequestInfo` and parsed inputs.
 */
export class RecordService {
  /** The effects of each open transaction, by its handle (see `write`). */
  private readonly effectsOf = new WeakMap<Queryable, RecordWriteEffects>();
  /** Rules compiled once for every user (realtime checks one per recipient). */
  private readonly ruleTemplates = new RuleTemplates();
  /** `pathValues` queries by collection definition and path; they read nothing of a request. */
  private readonly pathQueries = new WeakMap<CollectionModel, Map<string, Sql | null>>();
  /** Filters, rules and sorts that read nothing of the request, compiled once. */
  private readonly compiled = new CompiledSqlCache();
  /** The text of `findWithRule`'s query by collection and condition. */
  private readonly findQueries = new CompiledSqlCache<string>();

  constructor(private readonly deps: RecordServiceDeps) {}

  /** Lists records the caller may see: the list rule is ANDed into the query, so paging stays right. */
  async list(
    collection: CollectionModel,
    info: RequestInfo,
    query: ListQuery,
  ): Promise<SearchResult<Record<string, unknown>>> {
    const superuser = isSuperuser(info);
    if (!superuser && collection.listRule === null) throw forbidden(MESSAGES.superusersOnly);
    const { db } = this.deps;
    const where = [this.compile(collection, query.filter, info, 'client')];
    if (!superuser && collection.listRule) {
      where.push(this.compile(collection, collection.listRule, info, 'rule'));
    }
    const orderBy = this.cached(collection, query.sort, info, 'client', 'sort', () =>
      compileRecordSort(query.sort, this.scope(collection, info, 'client')),
    );
    const alias = db.dialect.quoteIdent(MAIN);
    const from = `${db.dialect.quoteIdent(collection.name)} AS ${alias}`;
    const found = await searchPage(db, { select: `${alias}.*`, from, where, orderBy }, query);
    if (presentsRowsDirectly(collection, query.expand)) {
      const viewer = viewerOf(info);
      return { ...found, items: found.items.map((row) => presentRow(collection, row, viewer)) };
    }
    const records = found.items.map((row) => valuesFromRow(collection, row));
    return { ...found, items: await this.present(db, collection, records, info, query.expand) };
  }

  /** Returns one record; a failing view rule answers 404 so ids cannot be probed. */
  async view(
    collection: CollectionModel,
    id: string,
    info: RequestInfo,
    expand: ExpandTree = new Map(),
  ) {
    const superuser = isSuperuser(info);
    if (!superuser && collection.viewRule === null) throw forbidden(MESSAGES.superusersOnly);
    const row = await this.findRowWithRule(
      this.deps.db,
      collection,
      id,
      superuser ? '' : collection.viewRule,
      info,
    );
    if (!row) throw notFound();
    if (presentsRowsDirectly(collection, expand)) {
      return presentRow(collection, row, viewerOf(info));
    }
    const record = valuesFromRow(collection, row);
    const [json] = await this.present(this.deps.db, collection, [record], info, expand);
    return json ?? {};
  }

  /** Finds a record as the view rule allows, without presenting it (realtime, files). */
  async findVisible(
    q: Queryable,
    collection: CollectionModel,
    id: string,
    info: RequestInfo,
  ): Promise<RecordValues | null> {
    if (isSuperuser(info)) return findRecordById(q, collection, id);
    if (collection.viewRule === null) return null;
    return this.findWithRule(q, collection, id, collection.viewRule, info);
  }

  /** Creates a record: the create rule is checked against the would-be record. */
  async create(
    collection: CollectionModel,
    input: RecordInput,
    info: RequestInfo,
    options: WriteOptions = {},
  ) {
    const superuser = assertMayWrite(collection, info, collection.createRule);
    return this.write(options, async (tx, effects) => {
      let change = await this.prepare(tx, collection, null, input, superuser, superuser);
      const ruleInfo = { ...info, body: change.body };
      if (
        !superuser &&
        collection.createRule &&
        !(await this.matchesNew(tx, collection, change, collection.createRule, ruleInfo))
      ) {
        throw badRequest(MESSAGES.failedCreate);
      }
      if (
        !superuser &&
        collection.type === 'auth' &&
        collection.manageRule &&
        (await this.matchesNew(tx, collection, change, collection.manageRule, ruleInfo))
      ) {
        change = await this.prepare(tx, collection, null, input, false, true);
      }
      return this.save(tx, effects, { collection, change, info, previous: null }, options, (q) =>
        insertRecord(q, collection, change.values),
      );
    });
  }

  /** Updates a record: 404 when it is missing or the update rule (which sees `@request.body`) fails. */
  async update(
    collection: CollectionModel,
    id: string,
    input: RecordInput,
    info: RequestInfo,
    options: WriteOptions = {},
  ) {
    const superuser = assertMayWrite(collection, info, collection.updateRule);
    return this.write(options, async (tx, effects) => {
      const current = await findRecordById(tx, collection, id);
      if (!current) throw notFound();
      const manage = superuser || (await this.hasManageAccess(tx, collection, id, info));
      const change = await this.prepare(tx, collection, current, input, superuser, manage);
      const ruleInfo = { ...info, body: change.body };
      if (
        !superuser &&
        collection.updateRule &&
        !(await this.findWithRule(tx, collection, id, collection.updateRule, ruleInfo))
      ) {
        throw notFound();
      }
      return this.save(tx, effects, { collection, change, info, previous: current }, options, (q) =>
        updateRecord(q, collection, id, change.values),
      );
    });
  }

  /** Deletes a record and what cascades from it; 404 when missing or hidden by the delete rule. */
  async delete(
    collection: CollectionModel,
    id: string,
    info: RequestInfo,
    options: WriteOptions = {},
  ): Promise<void> {
    const superuser = assertMayWrite(collection, info, collection.deleteRule);
    await this.write(options, async (tx, effects) => {
      const record = await this.findWithRule(
        tx,
        collection,
        id,
        superuser ? '' : collection.deleteRule,
        info,
      );
      if (!record) throw notFound();
      await deleteWithCascade(
        { q: tx, collections: this.deps.collections, hooks: this.deps.hooks, effects, info },
        collection,
        record,
      );
    });
  }

  /** Loads a record if a rule (evaluated for `info`) matches it; for auth and other internal checks. */
  findVisibleWithRule(
    q: Queryable,
    collection: CollectionModel,
    id: string,
    rule: string,
    info: RequestInfo,
  ) {
    return this.findWithRule(q, collection, id, rule, info);
  }

  /**
   * Tells whether a rule (`mode: 'rule'`) or a client filter (`'client'`) matches a stored
   * record, for realtime's per-event checks.
   */
  async matchesStored(
    q: Queryable,
    collection: CollectionModel,
    id: string,
    expression: string,
    info: RequestInfo,
    mode: 'rule' | 'client',
  ): Promise<boolean> {
    return (await this.findWithRule(q, collection, id, expression, info, mode)) !== null;
  }

  /**
   * Tells whether a rule or a client filter matches record values that are not stored (a
   * record another server process deleted), evaluated as a one-row table.
   */
  matchesValues(
    q: Queryable,
    collection: CollectionModel,
    values: RecordValues,
    expression: string,
    info: RequestInfo,
    mode: 'rule' | 'client',
  ): Promise<boolean> {
    return this.matchesRow(q, collection, values, expression, info, mode);
  }

  /**
   * Every value a field path has for a stored record (see `compilePathValues`), or null when
   * the path cannot be listed as plain values (then callers must not narrow anything by it).
   */
  async pathValues(
    q: Queryable,
    collection: CollectionModel,
    id: string,
    path: string,
  ): Promise<string[] | null> {
    let byPath = this.pathQueries.get(collection);
    if (!byPath) {
      byPath = new Map();
      this.pathQueries.set(collection, byPath);
    }
    let query = byPath.get(path);
    if (query === undefined) {
      query = compilePathValues(path, this.scope(collection, emptyRequestInfo(), 'rule'));
      byPath.set(path, query);
    }
    if (!query) return null;
    const rows = await q.all<{ v: unknown }>(query.text, [...query.params, id]);
    const values: string[] = [];
    for (const { v } of rows) {
      // note: a JSON list (a multiple field read whole) or a non-text value is not a list of
      // ids, and an empty one lets a guest's empty id match; saying "unknown" keeps the caller
      // from leaving anyone out.
      if (typeof v !== 'string' || v === '' || v.startsWith('[')) return null;
      values.push(v);
    }
    return values;
  }

  /** Tells whether the requester matches the manage rule of an auth record. */
  async hasManageAccess(
    q: Queryable,
    collection: CollectionModel,
    id: string,
    info: RequestInfo,
  ): Promise<boolean> {
    if (isSuperuser(info)) return true;
    if (collection.type !== 'auth' || !collection.manageRule) return false;
    return (await this.findWithRule(q, collection, id, collection.manageRule, info)) !== null;
  }

  /** Presents records for a viewer, expanding relations. */
  present(
    q: Queryable,
    collection: CollectionModel,
    records: readonly RecordValues[],
    info: RequestInfo,
    expand: ExpandTree = new Map(),
  ): Promise<Record<string, unknown>[]> {
    const viewer = viewerOf(info);
    const needsManaged =
      collection.type === 'auth' && !viewer.isSuperuser && Boolean(collection.manageRule);
    // note: with nothing to look up (no expansion, no manage rule), presenting is synchronous;
    // this spares the common read the awaits of the general path.
    if (expand.size === 0 && !needsManaged) {
      return Promise.resolve(records.map((record) => presentRecord(collection, record, viewer)));
    }
    return this.presentWithLookups(q, collection, records, info, expand, viewer);
  }

  private async presentWithLookups(
    q: Queryable,
    collection: CollectionModel,
    records: readonly RecordValues[],
    info: RequestInfo,
    expand: ExpandTree,
    viewer: RecordViewer,
  ): Promise<Record<string, unknown>[]> {
    if (collection.type === 'auth' && !viewer.isSuperuser && collection.manageRule) {
      viewer.managedIds = await this.managedIds(q, collection, records, info);
    }
    return presentWithExpand(
      { q, collections: this.deps.collections, requestInfo: info, viewer },
      collection,
      records,
      expand,
    );
  }

  private async managedIds(
    q: Queryable,
    collection: CollectionModel,
    records: readonly RecordValues[],
    info: RequestInfo,
  ) {
    const managed = new Set<string>();
    const rule = collection.type === 'auth' ? collection.manageRule : null;
    if (!info.auth || !rule) return managed;
    for (const record of records) {
      const id = String(record['id']);
      if (await this.findWithRule(q, collection, id, rule, info)) managed.add(id);
    }
    return managed;
  }

  private scope(collection: CollectionModel, requestInfo: RequestInfo, mode: 'rule' | 'client') {
    return {
      collection,
      collections: this.deps.collections,
      requestInfo,
      dialect: this.deps.db.dialect,
      mainAlias: MAIN,
      mode,
    };
  }

  private compile(
    collection: CollectionModel,
    expression: string,
    info: RequestInfo,
    mode: 'rule' | 'client',
  ): Sql {
    return this.cached(collection, expression, info, mode, 'filter', () =>
      compileRecordFilter(expression, this.scope(collection, info, mode)),
    );
  }

  /**
   * `compile()`'s result, reused for every request of the same kind when the expression reads
   * nothing of the request (a superuser's client filter may use hidden fields, another's not).
   */
  private cached(
    collection: CollectionModel,
    expression: string,
    info: RequestInfo,
    mode: 'rule' | 'client',
    kind: 'filter' | 'sort',
    compile: () => Sql,
  ): Sql {
    if (!readsOnlyOwnFields(expression)) return compile();
    const key = `${kind}\n${mode}\n${isSuperuser(info) ? 'superuser' : ''}\n${expression}`;
    return this.compiled.get(collection, key, compile);
  }

  /** Loads a record by id if `rule` ('' or null for none) matches it. */
  private async findWithRule(
    q: Queryable,
    collection: CollectionModel,
    id: string,
    rule: string | null,
    info: RequestInfo,
    mode: 'rule' | 'client' = 'rule',
  ): Promise<RecordValues | null> {
    const row = await this.findRowWithRule(q, collection, id, rule, info, mode);
    return row ? valuesFromRow(collection, row) : null;
  }

  /** `findWithRule`'s stored row, before it becomes record values. */
  private async findRowWithRule(
    q: Queryable,
    collection: CollectionModel,
    id: string,
    rule: string | null,
    info: RequestInfo,
    mode: 'rule' | 'client' = 'rule',
  ): Promise<Row | undefined> {
    if (id === '') return undefined;
    const alias = q.dialect.quoteIdent(MAIN);
    const compile = (as: RequestInfo) => this.compile(collection, rule ?? '', as, mode);
    let condition: Sql = { text: '1=1', params: [] };
    if (rule && mode === 'rule') {
      condition = this.ruleTemplates.sqlFor(collection, rule, info, compile);
    } else if (rule) {
      condition = compile(info);
    }
    // note: the same text object each time, so the statement cache finds it without
    // rebuilding and rehashing a string as long as the rule's SQL.
    const text = condition.text;
    const sql = this.findQueries.get(
      collection,
      text,
      () =>
        `SELECT ${alias}.* FROM ${q.dialect.quoteIdent(collection.name)} AS ${alias} WHERE ${alias}.${q.dialect.quoteIdent('id')} = ? AND (${text}) LIMIT 1`,
    );
    const params = condition.params.length === 0 ? [id] : [id, ...condition.params];
    return q.get(sql, params);
  }

  /** Evaluates a rule against a record that does not exist yet, as a one-row virtual table. */
  private matchesNew(
    q: Queryable,
    collection: CollectionModel,
    change: RecordChange,
    rule: string,
    info: RequestInfo,
  ) {
    return this.matchesRow(q, collection, change.values, rule, info, 'rule');
  }

  private async matchesRow(
    q: Queryable,
    collection: CollectionModel,
    values: RecordValues,
    expression: string,
    info: RequestInfo,
    mode: 'rule' | 'client',
  ) {
    const columns = collection.fields
      .map(
        (field) =>
          `${q.dialect.typedParam(kindOf(field).columnKind(field))} AS ${q.dialect.quoteIdent(field.name)}`,
      )
      .join(', ');
    const params = collection.fields.map((field) =>
      kindOf(field).toColumn(field, values[field.name]),
    );
    const condition = this.compile(collection, expression, info, mode);
    const row = await q.get(
      `SELECT 1 AS ok FROM (SELECT ${columns}) AS ${q.dialect.quoteIdent(MAIN)} WHERE ${condition.text}`,
      [...params, ...condition.params],
    );
    return row !== undefined;
  }

  private prepare(
    q: Queryable,
    collection: CollectionModel,
    current: RecordValues | null,
    input: RecordInput,
    superuser: boolean,
    manage: boolean,
  ) {
    return prepareRecordChange(collection, current, input, {
      isSuperuser: superuser,
      hasManageAccess: manage,
      findMissingIds: async (collectionId, ids) => {
        const target = this.deps.collections.find(collectionId);
        return target ? findMissingIds(q, target, ids) : [...ids];
      },
    });
  }

  /**
   * Finishes a create or update: field errors are a 400, then the row and files are stored, the
   * change is queued for after commit, and the record is presented to the caller.
   */
  private async save(
    tx: Queryable,
    effects: RecordWriteEffects,
    pending: PendingWrite,
    options: WriteOptions,
    write: (q: Queryable) => Promise<void>,
  ): Promise<Record<string, unknown>> {
    const { collection, change, info, previous } = pending;
    const action = previous ? 'update' : 'create';
    const message = action === 'create' ? MESSAGES.failedCreate : MESSAGES.failedUpdate;
    if (hasFieldErrors(change.errors)) throw badRequest(message, change.errors);
    const event: RecordWriteEvent = {
      action,
      collection,
      record: change.values,
      previous,
      info,
      duplicateOf: null,
    };
    await this.deps.hooks.beforeWrite(event, tx);
    if (event.duplicateOf) {
      const [json] = await this.present(tx, collection, [event.duplicateOf], info, options.expand);
      return json ?? {};
    }
    if (previous) noteFilesDroppedByHooks(collection, previous, change);
    await this.store(tx, collection, change, effects, message, write);
    effects.addEvent({ action, collection, record: change.values });
    const [json] = await this.present(tx, collection, [change.values], info, options.expand);
    return json ?? {};
  }

  /** Saves the row and the uploaded files; a unique index violation becomes a field error. */
  private async store(
    q: Queryable,
    collection: CollectionModel,
    change: RecordChange,
    effects: RecordWriteEffects,
    message: string,
    save: (q: Queryable) => Promise<void>,
  ) {
    try {
      await save(q);
    } catch (error) {
      if (error instanceof UniqueViolationError) {
        const data: Record<string, unknown> = {};
        for (const column of error.columns) {
          data[column] = { code: 'validation_not_unique', message: 'Value must be unique.' };
        }
        throw new ApiError(400, message, data, { cause: error });
      }
      throw error;
    }
    const id = String(change.values['id']);
    for (const upload of change.uploads) {
      const key = `${collection.id}/${id}/${upload.name}`;
      effects.addWrittenBlob(key);
      await this.deps.blobs.write(key, upload.data);
    }
    for (const name of change.removedFiles) {
      effects.deleteAfterCommit(`${collection.id}/${id}/${name}`);
      effects.deletePrefixAfterCommit(`${collection.id}/${id}/thumbs_${name}`);
    }
  }

  /**
   * Runs writes in one transaction whose effects (realtime events, files) settle once it
   * commits: the record service's calls given `{ tx }` inside it share them. Given `within`
   * (an open transaction), it is a savepoint of that one sharing its effects: a throw rolls
   * back only what `run` wrote, so the caller may catch a unique violation and go on.
   */
  transaction<T>(run: (tx: Queryable) => Promise<T>, within?: Queryable): Promise<T> {
    return this.write({ tx: within }, (tx) => run(tx));
  }

  /**
   * Runs a write in its own transaction, or in the caller's (batch, or a hook writing inside
   * the transaction it was given), and settles its effects. A transaction's effects are found
   * from its handle, so writes nested inside it send their events when it commits.
   */
  private async write<T>(
    options: WriteOptions,
    run: (tx: Queryable, effects: RecordWriteEffects) => Promise<T>,
  ): Promise<T> {
    const { blobs, hooks, logger } = this.deps;
    if (options.tx) {
      const outer = options.tx;
      const effects = options.effects ?? this.effectsOf.get(outer) ?? new RecordWriteEffects();
      return outer.transaction((tx) => {
        this.effectsOf.set(tx, effects);
        return run(tx, effects);
      });
    }
    // note: a transaction the database aborted for a conflict with another (PostgreSQL's
    // deadlock) is run again from the start, with effects of its own.
    return retryConflicts(async () => {
      const effects = new RecordWriteEffects();
      try {
        const result = await this.deps.db.transaction((tx) => {
          this.effectsOf.set(tx, effects);
          return run(tx, effects);
        });
        await effects.committed(blobs, hooks, logger);
        return result;
      } catch (error) {
        await effects.rolledBack(blobs, logger);
        throw error;
      }
    });
  }
}

/**
 * Files a before-write listener took off the record (a message being deleted) are removed
 * like files the request removed, so no stored file outlives every reference to it.
 */
function noteFilesDroppedByHooks(
  collection: CollectionModel,
  previous: RecordValues,
  change: RecordChange,
): void {
  for (const field of collection.fields) {
    if (field.type !== 'file') continue;
    const kept = new Set(toUniqueStrings(change.values[field.name]));
    for (const name of toUniqueStrings(previous[field.name])) {
      if (!kept.has(name) && !change.removedFiles.includes(name)) change.removedFiles.push(name);
    }
  }
}

/** A create (no `previous`) or an update, ready to be checked and stored. */
interface PendingWrite {
  collection: CollectionModel;
  change: RecordChange;
  info: RequestInfo;
  previous: RecordValues | null;
}

/**
 * The checks every write makes before touching data: view collections are read-only (400) and a
 * null rule is for superusers only (403). Returns whether the caller is a superuser.
 */
function assertMayWrite(
  collection: CollectionModel,
  info: RequestInfo,
  rule: string | null,
): boolean {
  if (collection.type === 'view') throw badRequest(MESSAGES.unsupportedCollectionType);
  const superuser = isSuperuser(info);
  if (!superuser && rule === null) throw forbidden(MESSAGES.superusersOnly);
  return superuser;
}

/**
 * Whether records of `collection` are presented straight from their rows: nothing to expand,
 * and not an auth collection (whose email visibility reads the record's values).
 */
function presentsRowsDirectly(collection: CollectionModel, expand: ExpandTree): boolean {
  return expand.size === 0 && collection.type !== 'auth';
}

/** The viewer a request represents. */
export function viewerOf(info: RequestInfo): RecordViewer {
  return {
    isSuperuser: isSuperuser(info),
    authId: info.auth ? String(info.auth.record['id']) : null,
    authCollectionId: info.auth?.collection.id ?? null,
  };
}
