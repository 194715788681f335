import type { FriendSuggestion } from '@hearth/shared';
import { useCallback, useEffect, useState } from 'react';
import { describeError } from '@/shared/lib/api-error';
import { fetchSuggestions } from '../api/suggestions-api';

export type SuggestionsState =
  | { status: 'loading' }
  | { status: 'ready'; items: FriendSuggestion[] }
  | { status: 'failed'; error: unknown };

/** The suggestions, loaded when shown; `forget` takes a dismissed person off the list. */
export function useSuggestions(): {
  state: SuggestionsState;
  reload: () => void;
  forget: (id: string) => void;
} {
  const [state, setState] = useState<SuggestionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchSuggestions().then(
      (items) => {
        if (current) setState({ status: 'ready', items });
      },
      (error: unknown) => {
        if (!current || describeError(error).kind === 'aborted') return;
        setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const forget = useCallback(
    (id: string) =>
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', items: current.items.filter((item) => item.id !== id) }
          : current,
      ),
    [],
  );
  return { state, reload, forget };
}
