import type { UserRecord } from '@/shared/lib/user-record';
import { recordText } from '@/shared/lib/user-record';
import type { StatusChanges } from '../api/social-settings-api';
import { isStatusExpiryChoice, parseExpiry, statusExpiry } from './status-expiry';

/** The server's limits (`users.statusText`, `users.statusEmoji`). */
export const STATUS_TEXT_MAX_LENGTH = 128;
export const STATUS_EMOJI_MAX_LENGTH = 32;

/** The status form's values; `expiry` is a choice, or `keep` for the stored expiry. */
export interface StatusValues {
  statusEmoji: string;
  statusText: string;
  expiry: string;
}

export const STATUS_FIELDS = ['statusEmoji', 'statusText', 'expiry'] as const;

/** The status as stored: a status whose expiry has passed counts as none. */
export interface SavedStatus {
  values: StatusValues;
  /** The stored expiry, as sent back when it is kept. */
  expires: string;
  expiresAt: Date | null;
  isSet: boolean;
}

export const NO_STATUS: StatusChanges = { statusEmoji: '', statusText: '', statusExpires: '' };

/** The form's values when no status is set. */
export const NO_STATUS_VALUES: StatusValues = { statusEmoji: '', statusText: '', expiry: 'never' };

const NONE: SavedStatus = {
  values: NO_STATUS_VALUES,
  expires: '',
  expiresAt: null,
  isSet: false,
};

/** The stored status of `record` at `now`. */
export function savedStatus(record: UserRecord, now: Date): SavedStatus {
  const expires = recordText(record, 'statusExpires');
  const expiresAt = parseExpiry(expires);
  const statusEmoji = recordText(record, 'statusEmoji');
  const statusText = recordText(record, 'statusText');
  if ((expiresAt && expiresAt <= now) || (!statusEmoji && !statusText)) {
    return NONE;
  }
  const expiry = expiresAt ? 'keep' : 'never';
  return { values: { statusEmoji, statusText, expiry }, expires, expiresAt, isSet: true };
}

/** What to save for the form's values at `now`; an empty status clears the expiry too. */
export function statusChanges(values: StatusValues, saved: SavedStatus, now: Date): StatusChanges {
  const statusEmoji = values.statusEmoji.trim();
  const statusText = values.statusText.trim();
  if (!statusEmoji && !statusText) return NO_STATUS;
  let statusExpires = '';
  if (values.expiry === 'keep') statusExpires = saved.expires;
  else if (isStatusExpiryChoice(values.expiry)) {
    statusExpires = statusExpiry(values.expiry, now)?.toISOString() ?? '';
  }
  return { statusEmoji, statusText, statusExpires };
}
