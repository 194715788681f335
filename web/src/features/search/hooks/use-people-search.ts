import type { PersonCard } from '@hearth/shared';
import { PEOPLE_SEARCH_MIN_LENGTH } from '@hearth/shared';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { describeError } from '@/shared/lib/api-error';
import { searchPeople } from '../api/people-api';

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchState =
  | { status: 'idle' }
  | { status: 'tooShort' }
  | { status: 'loading' }
  | { status: 'done'; people: PersonCard[] }
  | { status: 'failed'; error: unknown };

type Answer = { query: string; people: PersonCard[] } | { query: string; error: unknown };

/**
 * Searches people for what was typed (2 characters at least), once typing pauses. An answer
 * counts only while it matches the input, so a slow answer to an older query never shows.
 */
export function usePeopleSearch(input: string): SearchState {
  const typed = input.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (query.length < PEOPLE_SEARCH_MIN_LENGTH) return;
    let current = true;
    searchPeople(query)
      .then((people) => current && setAnswer({ query, people }))
      .catch((error: unknown) => {
        if (current && describeError(error).kind !== 'aborted') setAnswer({ query, error });
      });
    return () => {
      current = false;
    };
  }, [query]);
  if (!typed) return { status: 'idle' };
  if (typed.length < PEOPLE_SEARCH_MIN_LENGTH) return { status: 'tooShort' };
  if (!answer || answer.query !== query || query !== typed) return { status: 'loading' };
  return 'people' in answer
    ? { status: 'done', people: answer.people }
    : { status: 'failed', error: answer.error };
}
