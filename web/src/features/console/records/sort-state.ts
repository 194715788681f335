/** A column sort as PocketBase's `sort` parameter spells it (`name` or `-name`). */
export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/** Reads the first key of a `sort` parameter; anything else in it is ignored by the table. */
export function parseSort(value: string | null): SortState | null {
  const first = value?.split(',')[0]?.trim();
  if (!first) return null;
  if (first.startsWith('-')) return { field: first.slice(1), direction: 'desc' };
  return { field: first.replace(/^\+/, ''), direction: 'asc' };
}

/** The `sort` parameter for a state, empty for none. */
export function formatSort(sort: SortState | null): string {
  if (!sort) return '';
  return sort.direction === 'desc' ? `-${sort.field}` : sort.field;
}

/** A header click cycles its column: ascending, descending, then unsorted. */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/** The header's `aria-sort`. */
export function ariaSort(
  current: SortState | null,
  field: string,
): 'ascending' | 'descending' | 'none' {
  if (current?.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
