import { PRESENCE_MODES } from '@hearth/shared';
import type { FriendRequestsFrom, PresenceMode, PresenceVisibility } from '@hearth/shared';
import { loadPb, users } from '@/shared/lib/load-pb';
import type { UserRecord } from '@/shared/lib/user-record';

/** The custom status fields of `users`; `statusExpires` is `''` for a status that stays. */
export interface StatusChanges {
  statusEmoji: string;
  statusText: string;
  statusExpires: string;
}

/** Saves (or, with empty values, clears) the custom status. */
export async function saveStatus(id: string, status: StatusChanges): Promise<UserRecord> {
  return (await users()).update(id, status);
}

/** Who sees the user's presence, and who may ask to be their friend. */
export interface PrivacyChanges {
  presenceVisibility: PresenceVisibility;
  friendRequestsFrom: FriendRequestsFrom;
}

export async function savePrivacy(id: string, privacy: PrivacyChanges): Promise<UserRecord> {
  return (await users()).update(id, privacy);
}

/** The caller's chosen presence: a route, since `presence` is a hidden field of `users`. */
const PRESENCE_ROUTE = '/api/hearth/presence/me';

function modeOf(answer: unknown): PresenceMode {
  const mode = typeof answer === 'object' && answer !== null && 'mode' in answer && answer.mode;
  return PRESENCE_MODES.find((known) => known === mode) ?? 'online';
}

/** Reads the presence the user chose (`online` when they never chose one). */
export async function readPresence(): Promise<PresenceMode> {
  const { pb } = await loadPb();
  // note: no request key, so a second read (a remount) does not cancel the first.
  return modeOf(await pb.send<unknown>(PRESENCE_ROUTE, { method: 'GET', requestKey: null }));
}

/** Saves the presence the user chose; answers the mode the server kept. */
export async function savePresence(mode: PresenceMode): Promise<PresenceMode> {
  const { pb } = await loadPb();
  return modeOf(await pb.send<unknown>(PRESENCE_ROUTE, { method: 'PUT', body: { mode } }));
}
