import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';

/** How long typing must pause before the list follows it. */
const TYPING_PAUSE_MS = 300;

/**
 * The list's search text and page, kept in the address (`?q=…&page=…`) so a person's page can
 * go back to the same results. The address follows the typed text once typing pauses.
 */
export function useUsersSearch() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(query);
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);

  useEffect(() => {
    if (settled.trim() === query) return;
    setParams(settled.trim() ? { q: settled.trim() } : {}, { replace: true });
  }, [settled, query, setParams]);

  const setPage = (next: number) => {
    const nextParams: Record<string, string> = { page: String(next) };
    if (query) nextParams['q'] = query;
    setParams(nextParams);
  };
  return { typed, setTyped, query, page, setPage };
}
