import type { PresenceMode } from '@hearth/shared';
import { useCallback, useEffect, useState } from 'react';
import { readPresence } from '../api/social-settings-api';

type SavedPresence =
  | { state: 'loading' }
  | { state: 'ready'; mode: PresenceMode }
  | { state: 'failed'; error: unknown };

/** The presence the user chose, read from the server when the page opens; `retry` reads again. */
export function useSavedPresence() {
  const [saved, setSaved] = useState<SavedPresence>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    readPresence()
      .then((mode) => current && setSaved({ state: 'ready', mode }))
      .catch((error: unknown) => current && setSaved({ state: 'failed', error }));
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setSaved({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { saved, retry };
}
