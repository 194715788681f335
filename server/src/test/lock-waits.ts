import type { Queryable } from '../storage/db.js';
import { waitUntil } from './realtime-probe.js';

/** A promise and the function that settles it: what a test holds a transaction open on. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Waits until some transaction of the PostgreSQL database behind `db` waits for a lock
 * (`pg_locks` says so), or until `orElse` holds.
 */
export async function untilSomeoneWaits(
  db: Queryable,
  orElse: () => boolean = () => false,
): Promise<void> {
  let waiting = false;
  const poll = setInterval(() => {
    db.get<{ n: number }>('SELECT COUNT(*) AS n FROM pg_locks WHERE NOT granted')
      .then((row) => (waiting = Number(row?.n) > 0))
      .catch(() => undefined);
  }, 10);
  try {
    await waitUntil(() => waiting || orElse());
  } finally {
    clearInterval(poll);
  }
}
