import { dateOf } from './user-records';
import type { UserOverview } from './users-api';

/** When the person was last seen, and what says so. */
export interface LastSeen {
  date: Date | null;
  /**
   * `session`: the newest `lastActive` of their sessions (written on sign-in, refresh and, at most
   * once a minute, any request); `presence`: the friends feature's `lastSeen`, written when their
   * last realtime connection closed. The later of the two wins.
   */
  source: 'session' | 'presence' | null;
}

/** The later of the newest session activity and the presence's last seen. */
export function lastSeenOf(overview: UserOverview): LastSeen {
  const active = overview.sessions
    .map((session) => dateOf(session.lastActive))
    .reduce<Date | null>(
      (latest, date) => (date && (!latest || date > latest) ? date : latest),
      null,
    );
  const presence = dateOf(overview.user.lastSeen);
  if (presence && (!active || presence > active)) return { date: presence, source: 'presence' };
  return active ? { date: active, source: 'session' } : { date: null, source: null };
}
