import { useSearchParams } from 'react-router';
import type { LogFilterInput } from './log-filter';

/** The list's order: newest first (the default) or oldest first. */
export type LogSort = '-created' | 'created';

/** What the logs list shows: filter, toggles, order and page. */
export interface LogSearch extends LogFilterInput {
  sort: LogSort;
  page: number;
}

/**
 * The logs list's state lives in the address (`?filter=…&errors=1&hideSuperusers=1&sort=created&page=2`),
 * so it survives opening a log's detail, reloads and shared links.
 */
export function useLogSearch(): [LogSearch, (change: Partial<LogSearch>) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const search: LogSearch = {
    text: params.get('filter') ?? '',
    errorsOnly: params.get('errors') === '1',
    hideSuperusers: params.get('hideSuperusers') === '1',
    sort: params.get('sort') === 'created' ? 'created' : '-created',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  const update = (change: Partial<LogSearch>) => {
    // A new filter or order starts again on the first page.
    const next = { ...search, page: 1, ...change };
    const entries: [string, string][] = [];
    if (next.text !== '') entries.push(['filter', next.text]);
    if (next.errorsOnly) entries.push(['errors', '1']);
    if (next.hideSuperusers) entries.push(['hideSuperusers', '1']);
    if (next.sort !== '-created') entries.push(['sort', next.sort]);
    if (next.page !== 1) entries.push(['page', String(next.page)]);
    setParams(new URLSearchParams(entries), { replace: true });
  };
  return [search, update];
}
