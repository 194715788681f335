import type { CollectionInput } from '@hearth/shared';
import type { Queryable } from '../storage/db.js';

/** What a migration can do: raw statements, and collection definitions applied as data. */
export interface MigrationContext {
  q: Queryable;
  /** Creates each collection, or updates it to match when it exists (by id, then name). */
  importCollections(collections: readonly CollectionInput[]): Promise<void>;
}

/** One ordered schema step; `name` is its `NNNN_description` file name and never changes. */
export interface Migration {
  name: string;
  up(context: MigrationContext): Promise<void>;
}
