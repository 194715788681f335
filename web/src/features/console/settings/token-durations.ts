import type { AuthCollectionModel } from '@/shared/lib/pb';
import type { HumanDuration } from './durations';
import { toHumanDuration, toSeconds } from './durations';

/** The token settings of an auth collection, in the order the form shows them. */
export const TOKEN_KEYS = [
  'authToken',
  'passwordResetToken',
  'emailChangeToken',
  'verificationToken',
  'fileToken',
] as const;

/** One of an auth collection's token settings. */
export type TokenKey = (typeof TOKEN_KEYS)[number];

/** The form's token lifetimes. */
export type TokenDurations = Record<TokenKey, HumanDuration>;

/** A collection's token lifetimes in human units. */
export function tokenDurationsOf(collection: AuthCollectionModel): TokenDurations {
  const entries = TOKEN_KEYS.map((key) => [key, toHumanDuration(collection[key].duration)]);
  // note: the entries cover every key of TOKEN_KEYS.
  return Object.fromEntries(entries) as TokenDurations;
}

/** Whether a lifetime is one the server takes: a whole number of seconds, at least one. */
export function isValidDuration(duration: HumanDuration): boolean {
  return Number.isFinite(duration.amount) && duration.amount > 0 && toSeconds(duration) >= 1;
}

/**
 * The collection update for the lifetimes that changed (`{authToken: {duration}}`); the token
 * secrets are left out, so the server keeps them. Null when nothing changed.
 */
export function tokenPatch(
  initial: TokenDurations,
  draft: TokenDurations,
): Partial<Record<TokenKey, { duration: number }>> | null {
  const patch: Partial<Record<TokenKey, { duration: number }>> = {};
  for (const key of TOKEN_KEYS) {
    const seconds = toSeconds(draft[key]);
    if (seconds !== toSeconds(initial[key])) patch[key] = { duration: seconds };
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
