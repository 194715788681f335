import { splitTopLevel } from '../../lib/split-top-level.js';
import { TransactionConflictError, UniqueViolationError, UnstorableTextError } from '../db.js';

/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';
/** SQLSTATEs of a text PostgreSQL cannot hold (a NUL character in a parameter). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
/** SQLSTATEs of a transaction aborted for a conflict: serialization failure, deadlock. */
const CONFLICT = new Set(['40001', '40P01']);

interface PgError {
  code?: string;
  detail?: string;
}

/** Engine errors callers must understand as storage errors; any other error as it is. */
export function translatePostgresError(error: unknown): unknown {
  const pg = error as PgError;
  if (typeof pg !== 'object' || pg === null) return error;
  if (pg.code === UNIQUE_VIOLATION) {
    return new UniqueViolationError(uniqueColumns(pg.detail ?? ''), { cause: error });
  }
  if (pg.code !== undefined && UNSTORABLE_TEXT.has(pg.code)) {
    return new UnstorableTextError({ cause: error });
  }
  if (pg.code !== undefined && CONFLICT.has(pg.code)) {
    return new TransactionConflictError({ cause: error });
  }
  return error;
}

/**
 * The columns named in the error's detail: `Key (email)=(a@b.c) already exists.`, or for an
 * expression index `Key (lower(email), "userId")=(…)`: each part's innermost column name.
 */
function uniqueColumns(detail: string): string[] {
  const match = /^Key \((.*)\)=\(/s.exec(detail);
  if (!match?.[1]) return [];
  return splitTopLevel(match[1])
    .map((part) => {
      const inner = /\(([^()]*)\)\s*$/.exec(part.trim())?.[1] ?? part;
      return inner
        .trim()
        .replace(/^"(.*)"$/s, '$1')
        .replaceAll('""', '"');
    })
    .filter((column) => column !== '');
}
