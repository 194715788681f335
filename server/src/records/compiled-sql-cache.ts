import type { CollectionModel } from '@hearth/shared';
import type { Sql } from '../storage/sql.js';

/** Entries kept per collection definition; past this many, new ones are compiled each time. */
const MAX_ENTRIES_PER_COLLECTION = 500;

/**
 * SQL compiled once per collection definition and key, for what reads nothing of a request
 * (see `readsOnlyOwnFields`): a list's `views > 500` and `-created`, a record query's text.
 * Keyed by the definition object: a change to any collection reloads every definition as new
 * objects, so nothing compiled for an old definition is found again. Entries are shared:
 * callers copy the params they bind, never change them.
 */
export class CompiledSqlCache<T = Sql> {
  private readonly byCollection = new WeakMap<CollectionModel, Map<string, T>>();

  /** The entry for `key`, compiled by `compile` the first time. */
  get(collection: CollectionModel, key: string, compile: () => T): T {
    let entries = this.byCollection.get(collection);
    if (!entries) {
      entries = new Map();
      this.byCollection.set(collection, entries);
    }
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = compile();
      if (entries.size < MAX_ENTRIES_PER_COLLECTION) entries.set(key, entry);
    }
    return entry;
  }
}

/**
 * Whether an expression's SQL is the same for every request of the same kind (superuser or
 * not): no `@` (request values, `@collection`, `@now` and the other macros, `@random`) and no
 * `.` (relations, whose list rules a client filter must also meet, and JSON paths). Any `@` or
 * `.`, even inside a quoted value, means compiling it for each request as before.
 *
 * `views > 500 && status = "open"` ⇒ true; `author = @request.auth.id` ⇒ false
 */
export function readsOnlyOwnFields(expression: string): boolean {
  return !expression.includes('@') && !expression.includes('.');
}
