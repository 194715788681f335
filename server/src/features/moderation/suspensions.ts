import { USERS_COLLECTION_ID } from '@hearth/shared';
import type { App } from '../../app.js';
import type { RequestInfo } from '../../request-info.js';
import { writeAudit } from './audit-log.js';
import { collectionOf } from './moderation-access.js';
import type { DeleteUserInput, SuspendInput } from './moderation-input.js';
import { nameOf, storedOr404 } from './moderation-records.js';
import { resolveReport } from './report-actions.js';

/**
 * Suspends a user: stores until when and why (sign-in and refresh are refused from then on),
 * ends every session they have (their tokens answer 401, their realtime connections hear
 * `hearth/session-ended`), resolves the report it answers, and logs `suspend`.
 */
export async function suspend(
  app: App,
  actor: string,
  input: SuspendInput,
  info: RequestInfo,
): Promise<unknown> {
  const user = await storedOr404(app, 'users', input.user);
  if (input.report !== '') await storedOr404(app, 'reports', input.report);
  const users = collectionOf(app, 'users');
  const data = { suspendedUntil: input.until, suspensionReason: input.reason };
  await app.records.update(users, input.user, { data, files: {} }, info);
  await app.auth.endAllSessions(USERS_COLLECTION_ID, input.user);
  if (input.report !== '') await resolveReport(app, input.report, info);
  await writeAudit(app, {
    action: 'suspend',
    actor,
    report: input.report,
    user: input.user,
    userName: nameOf(user),
    until: input.until,
    reason: input.reason,
  });
  return app.records.view(users, input.user, info);
}

/** Lifts a user's suspension (both fields cleared: sign-in works again) and logs it. */
export async function lift(
  app: App,
  actor: string,
  userId: string,
  info: RequestInfo,
): Promise<unknown> {
  const user = await storedOr404(app, 'users', userId);
  const users = collectionOf(app, 'users');
  const data = { suspendedUntil: '', suspensionReason: '' };
  await app.records.update(users, userId, { data, files: {} }, info);
  await writeAudit(app, { action: 'lift_suspension', actor, user: userId, userName: nameOf(user) });
  return app.records.view(users, userId, info);
}

/**
 * Deletes a user and what cascades from it (their sessions end with it), after logging
 * `delete_user` with their name, which the log keeps once the record is gone.
 */
export async function deleteUser(
  app: App,
  actor: string,
  input: DeleteUserInput,
  info: RequestInfo,
): Promise<void> {
  const user = await storedOr404(app, 'users', input.user);
  await app.records.transaction(async (tx) => {
    await writeAudit(
      app,
      {
        action: 'delete_user',
        actor,
        user: input.user,
        userName: nameOf(user),
        reason: input.reason,
      },
      tx,
    );
    await app.records.delete(collectionOf(app, 'users'), input.user, info, { tx });
  });
}
