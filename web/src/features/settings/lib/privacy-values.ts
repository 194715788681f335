import { FRIEND_REQUESTS_FROM, PRESENCE_VISIBILITY } from '@hearth/shared';
import type { UserRecord } from '@/shared/lib/user-record';
import { recordText } from '@/shared/lib/user-record';
import type { PrivacyChanges } from '../api/social-settings-api';

/** The privacy form's values, one per setting. */
export type PrivacyValues = Record<keyof PrivacyChanges, string>;

/** What an empty stored value means (docs/social-data-model.md). */
export const PRIVACY_DEFAULTS: PrivacyChanges = {
  presenceVisibility: 'friends',
  friendRequestsFrom: 'everyone',
};

/** Reads the settings from strings: an empty (or unknown) value is the default. */
export function privacyChanges(values: PrivacyValues): PrivacyChanges {
  const { presenceVisibility, friendRequestsFrom } = values;
  return {
    presenceVisibility:
      PRESENCE_VISIBILITY.find((known) => known === presenceVisibility) ??
      PRIVACY_DEFAULTS.presenceVisibility,
    friendRequestsFrom:
      FRIEND_REQUESTS_FROM.find((known) => known === friendRequestsFrom) ??
      PRIVACY_DEFAULTS.friendRequestsFrom,
  };
}

/** The privacy settings stored on `record`. */
export function savedPrivacy(record: UserRecord): PrivacyChanges {
  return privacyChanges({
    presenceVisibility: recordText(record, 'presenceVisibility'),
    friendRequestsFrom: recordText(record, 'friendRequestsFrom'),
  });
}
