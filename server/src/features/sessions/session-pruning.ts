import { USERS_COLLECTION_ID } from '@hearth/shared';
import type { App } from '../../app.js';
import { formatDate } from '../../lib/dates.js';

/** The daily job (04:10 UTC) that forgets sessions no token can use any more. */
export const SESSION_PRUNING_JOB = {
  id: 'hearthSessionPruning',
  expression: '10 4 * * *',
} as const;

/**
 * Deletes the sessions last active longer ago than the users' auth token duration, and returns
 * how many. Every token of such a session has expired by then (a token is never older than its
 * session's `lastActive`), and an expired token cannot be refreshed, so nothing is announced.
 */
export async function pruneSessions(app: App, now: Date): Promise<number> {
  const users = app.collections.find(USERS_COLLECTION_ID);
  if (users?.type !== 'auth') return 0;
  const cutoff = formatDate(new Date(now.getTime() - users.authToken.duration * 1000));
  const { db } = app;
  const { changes } = await db.run(
    `DELETE FROM ${db.dialect.quoteIdent('sessions')} WHERE ${db.dialect.quoteIdent('lastActive')} < ?`,
    [cutoff],
  );
  return changes;
}
