import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ConsoleClient } from '@/shared/lib/pb';
import { useConsoleClient } from '../shell/console-session';

/** What a console query has so far. */
export interface ConsoleQuery<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload: () => void;
}

/** The last settled load: which request it answered, and its outcome. */
interface Settled<T> {
  request: string;
  data: T | undefined;
  error: Error | null;
}

/**
 * Runs `load` with the console's client whenever `key` changes (or on `reload`); the previous data
 * stays while a new load runs. A late answer for an old key is dropped.
 */
export function useConsoleQuery<T>(
  key: string,
  load: (client: ConsoleClient) => Promise<T>,
): ConsoleQuery<T> {
  const client = useConsoleClient();
  const [round, setRound] = useState(0);
  const request = `${round}:${key}`;
  const [settled, setSettled] = useState<Settled<T>>({ request: '', data: undefined, error: null });
  const run = useEffectEvent(() => load(client));

  useEffect(() => {
    let current = true;
    run().then(
      (data) => current && setSettled({ request, data, error: null }),
      (reason: unknown) => {
        const error = reason instanceof Error ? reason : new Error(String(reason));
        if (current) setSettled((last) => ({ request, data: last.data, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [client, request]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const loading = settled.request !== request;
  return { data: settled.data, error: loading ? null : settled.error, loading, reload };
}
