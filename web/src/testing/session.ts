import { STORAGE_KEYS } from '@hearth/shared';
import type { UserRecord } from '@/shared/lib/user-record';
import { userRecord } from './records';
import { tokenExpiringIn } from './tokens';

/** Someone's user record as the API returns it, by id and nickname. */
export function personRecord(
  id: string,
  nickname: string,
  fields: Record<string, unknown> = {},
): UserRecord {
  return userRecord({ id, nickname, email: '', ...fields });
}

/** Stores a valid session for `record`, as the SDK does after signing in. */
export function signIn(record: UserRecord): void {
  window.localStorage.setItem(
    STORAGE_KEYS.session,
    JSON.stringify({ token: tokenExpiringIn(3600), record }),
  );
}
