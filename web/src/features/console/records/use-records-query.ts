import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SortState } from './sort-state';
import { formatSort, parseSort } from './sort-state';

/** The page sizes the table offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/** What the records table shows, kept in the URL so a view can be shared and survives a reload. */
export interface RecordsQuery {
  filter: string;
  sort: SortState | null;
  page: number;
  perPage: number;
}

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Reads the query from URL parameters. */
export function readRecordsQuery(params: URLSearchParams): RecordsQuery {
  return {
    filter: params.get('filter') ?? '',
    sort: parseSort(params.get('sort')),
    page: positive(params.get('page'), 1),
    perPage: positive(params.get('perPage'), DEFAULT_PAGE_SIZE),
  };
}

/** Writes a change into URL parameters; a new filter, sort or page size starts at page 1. */
export function writeRecordsQuery(
  params: URLSearchParams,
  change: Partial<RecordsQuery>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if (change.filter !== undefined) set('filter', change.filter.trim());
  if (change.sort !== undefined) set('sort', formatSort(change.sort));
  if (change.perPage !== undefined) set('perPage', String(change.perPage));
  const page = change.page ?? 1;
  set('page', page > 1 ? String(page) : '');
  return next;
}

/** The records table's query from the URL, and its setter. */
export function useRecordsQuery(): [RecordsQuery, (change: Partial<RecordsQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: Partial<RecordsQuery>) => setParams((current) => writeRecordsQuery(current, change)),
    [setParams],
  );
  return [readRecordsQuery(params), update];
}
