import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { describeError } from '@/shared/lib/api-error';
import type { UserRecord } from '@/shared/lib/user-record';
import { searchUsers } from '../api/search-users';

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; users: UserRecord[] }
  | { status: 'failed'; error: unknown };

type Answer = { query: string; users: UserRecord[] } | { query: string; error: unknown };

/**
 * Searches users for what was typed, once typing pauses. An answer counts only while it matches
 * the input, so a slow answer to an older query never shows.
 */
export function useUserSearch(input: string): SearchState {
  const query = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!query) return;
    let current = true;
    searchUsers(query)
      .then((users) => current && setAnswer({ query, users }))
      .catch((error: unknown) => {
        if (current && describeError(error).kind !== 'aborted') setAnswer({ query, error });
      });
    return () => {
      current = false;
    };
  }, [query]);
  if (!input.trim()) return { status: 'idle' };
  if (!answer || answer.query !== query || query !== input.trim()) return { status: 'loading' };
  return 'users' in answer
    ? { status: 'done', users: answer.users }
    : { status: 'failed', error: answer.error };
}
