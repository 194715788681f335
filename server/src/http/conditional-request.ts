/** The validators of a representation, as sent in `ETag` and `Last-Modified`. */
export interface Validators {
  etag: string;
  modified: Date;
}

/** What the conditional headers of a request decide. */
export type PreconditionOutcome = 'proceed' | 'not-modified' | 'precondition-failed';

/** Reads one request header. */
type HeaderOf = (name: string) => string | undefined;

/**
 * A strong ETag from size and modification time (as nginx makes them). Stored files and thumbs
 * are written once under unique names and never edited in place, so these identify the bytes.
 */
export function etagOf(size: number, modified: Date): string {
  return `"${modified.getTime().toString(16)}-${size.toString(16)}"`;
}

/**
 * Evaluates `If-Match`, `If-Unmodified-Since`, `If-None-Match` and `If-Modified-Since` in the
 * order of RFC 9110 §13.2.2, as Go's `http.ServeContent` does for PocketBase.
 */
export function evaluatePreconditions(
  method: string,
  header: HeaderOf,
  validators: Validators,
): PreconditionOutcome {
  const ifMatch = header('If-Match');
  if (ifMatch !== undefined) {
    if (!matchesAny(ifMatch, validators.etag, 'strong')) return 'precondition-failed';
  } else if (isModifiedSince(header('If-Unmodified-Since'), validators.modified) === true) {
    return 'precondition-failed';
  }
  const safe = method === 'GET' || method === 'HEAD';
  const ifNoneMatch = header('If-None-Match');
  if (ifNoneMatch !== undefined) {
    if (!matchesAny(ifNoneMatch, validators.etag, 'weak')) return 'proceed';
    return safe ? 'not-modified' : 'precondition-failed';
  }
  if (safe && isModifiedSince(header('If-Modified-Since'), validators.modified) === false) {
    return 'not-modified';
  }
  return 'proceed';
}

/**
 * Tells whether a `Range` may be honoured: without `If-Range`, or when it names the current
 * representation (strong ETag match, or exactly its modification date).
 */
export function isRangeStillValid(header: HeaderOf, validators: Validators): boolean {
  const ifRange = header('If-Range');
  if (ifRange === undefined || ifRange === '') return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) {
    return matchesAny(ifRange, validators.etag, 'strong');
  }
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && date === wholeSeconds(validators.modified);
}

/** `true`/`false`, or `undefined` when the header is absent or not a date. */
function isModifiedSince(value: string | undefined, modified: Date): boolean | undefined {
  if (value === undefined) return undefined;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  // HTTP dates have whole seconds; compare at that precision.
  return wholeSeconds(modified) > date;
}

function wholeSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * Matches an ETag against a header list (`*`, or `"a", W/"b"`). Strong comparison never matches
 * a weak tag; weak comparison ignores the `W/` prefix.
 */
function matchesAny(list: string, etag: string, comparison: 'strong' | 'weak'): boolean {
  if (list.trim() === '*') return true;
  return list.split(',').some((raw) => {
    const candidate = raw.trim();
    const isWeak = candidate.startsWith('W/');
    if (isWeak && comparison === 'strong') return false;
    return (isWeak ? candidate.slice(2) : candidate) === etag;
  });
}
