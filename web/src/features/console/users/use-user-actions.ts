import { useState } from 'react';
import type { ConsoleClient } from '@/shared/lib/pb';
import { notify } from '@/shared/ui/notify';
import { useConsoleClient } from '../shell/console-session';

/** The actions the user page runs straight from a button. */
export type DirectAction = 'verify' | 'reset' | 'lift';

/**
 * Runs one action at a time against the console client: while it runs its button is busy; once
 * done it says what happened and reloads the page's data; a failure stays next to the buttons.
 */
export function useUserActions(onChanged: () => void) {
  const client = useConsoleClient();
  const [busy, setBusy] = useState<DirectAction | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = (
    action: DirectAction,
    work: (client: ConsoleClient) => Promise<unknown>,
    done: string,
  ) => {
    setBusy(action);
    setError(null);
    work(client)
      .then(() => {
        notify.success(done);
        onChanged();
      })
      .catch(setError)
      .finally(() => setBusy(null));
  };
  return { busy, error, run };
}
