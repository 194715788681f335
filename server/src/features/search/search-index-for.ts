import type { Dialect } from '../../storage/dialect.js';
import type { MessageSearchIndex } from './search-index.js';
import { sqliteSearchIndex } from './sqlite-search-index.js';

/**
 * The message index for the engine a dialect names. PostgreSQL has none yet (its twin comes
 * with the PostgreSQL engine): this throws rather than letting search quietly find nothing.
 */
export function searchIndexFor(dialect: Pick<Dialect, 'name'>): MessageSearchIndex {
  switch (dialect.name) {
    case 'sqlite':
      return sqliteSearchIndex;
    case 'postgres':
      throw new Error('message search has no PostgreSQL index yet');
  }
}
