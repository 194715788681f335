import { users } from '../lib/load-pb';
import type { UserRecord } from '../lib/user-record';

/** Whether `user` hides read receipts (the `users.hideReadReceipts` field; off when absent). */
export function hidesReadReceipts(user: UserRecord | null): boolean {
  return user?.['hideReadReceipts'] === true;
}

/**
 * Saves the signed-in user's `hideReadReceipts`. The SDK refreshes the stored session with the
 * answer, so every screen reading the current user sees the change.
 */
export async function saveHideReadReceipts(me: string, on: boolean): Promise<void> {
  await (await users()).update(me, { hideReadReceipts: on }, { requestKey: null });
}
