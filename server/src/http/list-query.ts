import { badRequest } from '../errors.js';
import type { PageQuery } from '../search/search-provider.js';

/** PocketBase's default and maximum page sizes. */
export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 1000;
/** The longest client filter accepted. */
export const MAX_FILTER_LENGTH = 3500;

/**
 * Parses list parameters as PocketBase: `page` ≤ 0 ⇒ 1, `perPage` ≤ 0 ⇒ 30 and > 1000 ⇒ 1000
 * (clamped, not an error), non-integers and invalid `skipTotal` ⇒ 400.
 */
export function parsePageQuery(query: (name: string) => string | undefined): PageQuery {
  const page = parseInteger(query('page'), 1);
  const perPage = parseInteger(query('perPage'), DEFAULT_PER_PAGE);
  const filter = query('filter') ?? '';
  if (filter.length > MAX_FILTER_LENGTH) throw badRequest();
  return {
    page: page <= 0 ? 1 : page,
    perPage: perPage <= 0 ? DEFAULT_PER_PAGE : Math.min(perPage, MAX_PER_PAGE),
    sort: query('sort') ?? '',
    filter,
    skipTotal: parseGoBool(query('skipTotal')),
  };
}

function parseInteger(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw badRequest();
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : fallback;
}

const TRUE_WORDS = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const FALSE_WORDS = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

/** Go's `strconv.ParseBool`, which PocketBase uses for flags; empty means false. */
export function parseGoBool(raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return false;
  if (TRUE_WORDS.has(raw)) return true;
  if (FALSE_WORDS.has(raw)) return false;
  throw badRequest();
}
