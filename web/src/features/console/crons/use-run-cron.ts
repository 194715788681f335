import { useState } from 'react';
import type { ConsoleClient } from '@/shared/lib/pb';

/** Where a "Run now" stands: never pressed, waiting for the server, started, or refused. */
export type CronRun =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'started' }
  | { state: 'failed'; error: unknown };

/** Starts one cron job now; the server answers once the job is started, not finished. */
export function useRunCron(client: ConsoleClient, id: string) {
  const [run, setRun] = useState<CronRun>({ state: 'idle' });
  const start = async () => {
    setRun({ state: 'busy' });
    try {
      await client.crons.run(id);
      setRun({ state: 'started' });
    } catch (error) {
      setRun({ state: 'failed', error });
    }
  };
  return { run, start };
}
