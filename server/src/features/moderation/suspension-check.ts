import {
  ACCOUNT_SUSPENDED_CODE,
  ACCOUNT_SUSPENDED_MESSAGE,
  SUSPENDED_FOR_GOOD,
  USERS_COLLECTION_ID,
} from '@hearth/shared';
import type { SignInCheck } from '../../auth/auth-service.js';
import { ApiError } from '../../errors.js';
import { formatDate } from '../../lib/dates.js';
import type { RecordValues } from '../../request-info.js';

/** Whether the user's suspension runs at `now` (an `until` in the past ended it by itself). */
export function isSuspended(user: RecordValues, now: Date): boolean {
  const until = String(user['suspendedUntil'] ?? '');
  return until !== '' && until > formatDate(now);
}

/**
 * PB compat: PocketBase has no suspensions; this 403 and its `data.account` are Hearth's own.
 * Refuses the sign-in and refresh of a suspended user with a 403 that tells them why and until
 * when (`until` empty for good), so the app can say so on its sign-in page.
 */
export function refuseSuspendedUsers(now: () => Date = () => new Date()): SignInCheck {
  return ({ collection, record }) => {
    if (collection.id !== USERS_COLLECTION_ID || !isSuspended(record, now())) {
      return Promise.resolve();
    }
    const until = String(record['suspendedUntil']);
    return Promise.reject(
      new ApiError(403, ACCOUNT_SUSPENDED_MESSAGE, {
        account: {
          code: ACCOUNT_SUSPENDED_CODE,
          message: String(record['suspensionReason'] ?? ''),
          until: until === SUSPENDED_FOR_GOOD ? '' : until,
        },
      }),
    );
  };
}
