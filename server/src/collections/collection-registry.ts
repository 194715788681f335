import type { CollectionModel } from '@hearth/shared';
import type { SecretCipher } from '../lib/secret-cipher.js';
import type { Db, Queryable, Row } from '../storage/db.js';
import { hasStaleOAuth2Secrets, openOAuth2Secrets, sealOAuth2Secrets } from './oauth2-secrets.js';
import { dropRecordTable, syncRecordTable } from './record-table-sync.js';

/** The table that stores collection definitions. */
export const COLLECTIONS_TABLE = '_collections';

/**
 * The stored columns of a collection row besides `id`, in the order `writeRow` binds them.
 * Quoted in SQL, since PostgreSQL folds unquoted names such as listRule to lower case.
 */
export const COLLECTION_COLUMNS = [
  'name',
  'type',
  'system',
  'fields',
  'indexes',
  'listRule',
  'viewRule',
  'createRule',
  'updateRule',
  'deleteRule',
  'options',
  'created',
  'updated',
] as const;

/** The model's keys kept in columns of their own; every other key is stored in `options`. */
const COMMON_KEYS: readonly string[] = [
  'id',
  ...COLLECTION_COLUMNS.filter((column) => column !== 'options'),
];

/**
 * The collection definitions, cached in memory and persisted in `_collections`. Every change
 * writes the definition and alters the record table in one transaction, then reloads the cache,
 * so a rolled-back change never shows. With a cipher, OAuth2 client secrets are stored encrypted.
 */
export class CollectionRegistry {
  private byId = new Map<string, CollectionModel>();
  private byName = new Map<string, CollectionModel>();
  private listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly cipher: SecretCipher | null = null,
  ) {}

  /** Reads every definition from the database. */
  async reload(): Promise<void> {
    await this.reloadWithin(this.db);
  }

  /**
   * Reads the definitions through `q`, so a migration sees the collections an earlier step of
   * its own transaction created. A rollback afterwards needs a `reload()`.
   */
  async reloadWithin(q: Queryable): Promise<void> {
    const rows = await q.all(
      `SELECT * FROM ${q.dialect.quoteIdent(COLLECTIONS_TABLE)} ORDER BY created, name`,
    );
    const byId = new Map<string, CollectionModel>();
    const byName = new Map<string, CollectionModel>();
    for (const row of rows) {
      const collection = collectionFromRow(row, this.cipher);
      byId.set(collection.id, collection);
      byName.set(collection.name.toLowerCase(), collection);
    }
    this.byId = byId;
    this.byName = byName;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after every reload (caches derived from definitions). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Every collection, oldest first. */
  list(): CollectionModel[] {
    return [...this.byId.values()];
  }

  /** Finds a collection by id, or by name ignoring case, as PocketBase does. */
  find(idOrName: string): CollectionModel | undefined {
    return this.byId.get(idOrName) ?? this.byName.get(idOrName.toLowerCase());
  }

  /**
   * Stores a new collection and creates its table. The definition row goes in first, so a
   * collection that already has this id or name (case-insensitively) is refused by the table's
   * constraints (a `UniqueViolationError`) before anything is touched. Runs in `q`'s
   * transaction when given one; reload afterwards with `reload()` if so.
   */
  async create(collection: CollectionModel, q?: Queryable): Promise<void> {
    const write = async (tx: Queryable) => {
      await writeRow(tx, collection, 'insert', this.cipher);
      await syncRecordTable(tx, collection, null);
    };
    if (q) return write(q);
    await this.db.transaction(write, { schema: true });
    await this.reload();
  }

  /**
   * Changes a stored collection (matched by id) and alters its table to match. Refuses with
   * `CollectionNotStoredError` when no collection has that id (deleted meanwhile).
   */
  async update(collection: CollectionModel, q?: Queryable): Promise<void> {
    const write = async (tx: Queryable) => {
      const previous = await this.findStored(tx, collection.id);
      if (!previous) throw new CollectionNotStoredError(collection.id);
      await syncRecordTable(tx, collection, previous);
      await writeRow(tx, collection, 'update', this.cipher);
    };
    if (q) return write(q);
    await this.db.transaction(write, { schema: true });
    await this.reload();
  }

  /** Deletes a collection and its table. */
  async remove(collection: CollectionModel, q?: Queryable): Promise<void> {
    const write = async (tx: Queryable) => {
      await dropRecordTable(tx, collection);
      await tx.run(`DELETE FROM ${tx.dialect.quoteIdent(COLLECTIONS_TABLE)} WHERE id = ?`, [
        collection.id,
      ]);
    };
    if (q) return write(q);
    await this.db.transaction(write, { schema: true });
    await this.reload();
  }

  /**
   * Encrypts with the current key the OAuth2 client secrets stored in plain text (a store from
   * before the key was given) or with a previous key, at start rather than at each collection's
   * next change. Resolves with whether it wrote.
   */
  async sealStaleSecrets(): Promise<boolean> {
    const { cipher } = this;
    if (!cipher) return false;
    const rows = await this.db.all(
      `SELECT id, options FROM ${this.db.dialect.quoteIdent(COLLECTIONS_TABLE)}`,
    );
    const stale = rows
      .filter((row) => hasStaleOAuth2Secrets(parseJson(row['options'], {}), cipher))
      .map((row) => this.byId.get(String(row['id'])))
      .filter((collection) => collection !== undefined);
    if (stale.length === 0) return false;
    await this.db.transaction(
      async (tx) => {
        for (const collection of stale) await writeRow(tx, collection, 'update', cipher);
      },
      { schema: true },
    );
    return true;
  }

  private async findStored(q: Queryable, id: string): Promise<CollectionModel | null> {
    const row = await q.get(
      `SELECT * FROM ${q.dialect.quoteIdent(COLLECTIONS_TABLE)} WHERE id = ?`,
      [id],
    );
    return row ? collectionFromRow(row, this.cipher) : null;
  }
}

/** A change addressed a collection id that is not stored. */
export class CollectionNotStoredError extends Error {
  constructor(readonly collectionId: string) {
    super(`no stored collection has the id ${collectionId}`);
    this.name = 'CollectionNotStoredError';
  }
}

async function writeRow(
  q: Queryable,
  collection: CollectionModel,
  mode: 'insert' | 'update',
  cipher: SecretCipher | null,
): Promise<void> {
  const options = sealOAuth2Secrets(optionsOf(collection), cipher);
  const values = [
    collection.name,
    collection.type,
    collection.system ? 1 : 0,
    JSON.stringify(collection.fields),
    JSON.stringify(collection.indexes),
    collection.listRule,
    collection.viewRule,
    collection.createRule,
    collection.updateRule,
    collection.deleteRule,
    JSON.stringify(options),
    collection.created,
    collection.updated,
  ];
  const table = q.dialect.quoteIdent(COLLECTIONS_TABLE);
  const columns = [...COLLECTION_COLUMNS, 'id'].map((column) => q.dialect.quoteIdent(column));
  if (mode === 'update') {
    await q.run(
      `UPDATE ${table} SET ${columns
        .slice(0, -1)
        .map((column) => `${column} = ?`)
        .join(', ')} WHERE id = ?`,
      [...values, collection.id],
    );
  } else {
    await q.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      [...values, collection.id],
    );
  }
}

function optionsOf(collection: CollectionModel): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(collection)) {
    if (!COMMON_KEYS.includes(key)) options[key] = value;
  }
  return options;
}

function collectionFromRow(row: Row, cipher: SecretCipher | null): CollectionModel {
  const options = openOAuth2Secrets(
    // note: the options column only ever holds the object writeRow wrote.
    parseJson(row['options'], {}) as Record<string, unknown>,
    cipher,
    String(row['name']),
  );
  // note: the row was written by writeRow from a CollectionModel, and options holds the keys
  // of its type (viewQuery, the auth options), so the pieces put back together are one again.
  return {
    ...options,
    id: String(row['id']),
    name: String(row['name']),
    type: String(row['type']),
    system: row['system'] === 1 || row['system'] === true,
    fields: parseJson(row['fields'], []),
    indexes: parseJson(row['indexes'], []),
    listRule: nullableText(row['listRule']),
    viewRule: nullableText(row['viewRule']),
    createRule: nullableText(row['createRule']),
    updateRule: nullableText(row['updateRule']),
    deleteRule: nullableText(row['deleteRule']),
    created: String(row['created']),
    updated: String(row['updated']),
  } as CollectionModel;
}

function parseJson(raw: unknown, fallback: unknown): unknown {
  if (typeof raw !== 'string') return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    return fallback;
  }
}

function nullableText(raw: unknown): string | null {
  return typeof raw === 'string' ? raw : null;
}
