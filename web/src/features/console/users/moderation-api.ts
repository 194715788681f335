import type { ConsoleClient, RecordModel } from '@/shared/lib/pb';

/** What suspending someone takes: `until` is an ISO date, or `''` for good. */
export interface SuspendInput {
  user: string;
  until: string;
  reason: string;
  /** The report that led to it, marked resolved by the server. */
  report?: string;
}

/** Suspends a user: they are signed out everywhere and refused sign-in until `until`. */
export function suspendUser(client: ConsoleClient, input: SuspendInput): Promise<RecordModel> {
  return client.send<RecordModel>('/api/hearth/moderation/suspend', {
    method: 'POST',
    body: input,
  });
}

/** Ends a suspension now. */
export function liftSuspension(client: ConsoleClient, user: string): Promise<RecordModel> {
  return client.send<RecordModel>('/api/hearth/moderation/lift', {
    method: 'POST',
    body: { user },
  });
}

/** Deletes a user for good; the reason goes to the audit log. */
export async function deleteUser(
  client: ConsoleClient,
  user: string,
  reason: string,
): Promise<void> {
  await client.send('/api/hearth/moderation/delete-user', {
    method: 'POST',
    body: { user, reason },
  });
}
