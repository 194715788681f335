import type { Dialect } from '../../storage/dialect.js';
import { postgresSearchIndex } from './postgres-search-index.js';
import type { MessageSearchIndex } from './search-index.js';
import { sqliteSearchIndex } from './sqlite-search-index.js';

/** The message index for the engine a dialect names. */
export function searchIndexFor(dialect: Pick<Dialect, 'name'>): MessageSearchIndex {
  switch (dialect.name) {
    case 'sqlite':
      return sqliteSearchIndex;
    case 'postgres':
      return postgresSearchIndex;
  }
}
