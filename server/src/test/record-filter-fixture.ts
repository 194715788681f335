import type { CollectionInput, CollectionModel } from '@hearth/shared';
import { scaffoldCollection } from '../collections/collection-scaffold.js';
import { kindOf } from '../collections/fields/field-kinds.js';
import { syncRecordTable } from '../collections/record-table-sync.js';
import {
  compileRecordFilter,
  compileRecordSort,
  type CollectionLookup,
  type RecordFilterScope,
} from '../records/record-filter.js';
import { emptyRequestInfo, type AuthIdentity, type RequestInfo } from '../request-info.js';
import type { Db } from '../storage/db.js';
import type { Sql } from '../storage/sql.js';
import { openSqliteDb } from '../storage/sqlite/sqlite-db.js';

/** What a query through the fixture may vary. */
export interface QueryOptions {
  requestInfo?: Partial<RequestInfo>;
  mode?: 'rule' | 'client';
  sort?: string;
}

/**
 * An in-memory database with collections created the way the server creates them, for
 * running compiled filters against real rows.
 */
export class RecordFilterFixture implements CollectionLookup {
  private constructor(
    readonly db: Db,
    private readonly byName: Map<string, CollectionModel>,
  ) {}

  /** Opens a database and creates the collections (in order) and their tables. */
  static async create(inputs: CollectionInput[]): Promise<RecordFilterFixture> {
    const db = openSqliteDb(':memory:');
    const byName = new Map<string, CollectionModel>();
    for (const input of inputs) {
      const collection = scaffoldCollection(input);
      await db.transaction((tx) => syncRecordTable(tx, collection, null));
      byName.set(collection.name, collection);
    }
    return new RecordFilterFixture(db, byName);
  }

  /** Finds a collection by id or name. */
  find(idOrName: string): CollectionModel | undefined {
    const byName = this.byName.get(idOrName);
    if (byName) return byName;
    return [...this.byName.values()].find((collection) => collection.id === idOrName);
  }

  /** The collection named `name`; throws when missing. */
  collection(name: string): CollectionModel {
    const collection = this.find(name);
    if (!collection) throw new Error(`no collection ${name}`);
    return collection;
  }

  /** An authenticated identity of the auth collection `name` with these in-memory values. */
  identity(name: string, record: Record<string, unknown>): AuthIdentity {
    const collection = this.collection(name);
    if (collection.type !== 'auth') throw new Error(`${name} is not an auth collection`);
    return { collection, record };
  }

  /** Inserts a row, converting in-memory values (lists, objects) to their column form. */
  async insert(name: string, values: Record<string, unknown>): Promise<void> {
    const collection = this.collection(name);
    const columns: string[] = [];
    const params: Sql['params'] = [];
    for (const [key, value] of Object.entries(values)) {
      const field = collection.fields.find((candidate) => candidate.name === key);
      if (!field) throw new Error(`no field ${name}.${key}`);
      columns.push(this.db.dialect.quoteIdent(key));
      params.push(kindOf(field).toColumn(field, value));
    }
    const table = this.db.dialect.quoteIdent(name);
    const placeholders = columns.map(() => '?').join(', ');
    await this.db.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders})`,
      params,
    );
  }

  /** The scope a query on `name` compiles in. */
  scope(name: string, options: QueryOptions = {}): RecordFilterScope {
    return {
      collection: this.collection(name),
      collections: this,
      requestInfo: emptyRequestInfo(options.requestInfo),
      dialect: this.db.dialect,
      mainAlias: '__main',
      mode: options.mode ?? 'rule',
    };
  }

  /** Ids of the rows of `name` matching `filter`, in sort order or by id. */
  async ids(name: string, filter: string, options: QueryOptions = {}): Promise<string[]> {
    const scope = this.scope(name, options);
    const where = compileRecordFilter(filter, scope);
    const order = compileRecordSort(options.sort ?? '', scope);
    const sql =
      `SELECT __main.id AS id FROM ${this.db.dialect.quoteIdent(name)} AS __main WHERE ${where.text}` +
      ` ORDER BY ${order.text ? order.text + ', ' : ''}__main.id`;
    const rows = await this.db.all<{ id: string }>(sql, [...where.params, ...order.params]);
    return rows.map((row) => row.id);
  }

  /** Closes the database. */
  async close(): Promise<void> {
    await this.db.close();
  }
}
