/** How presence behaves in time. */
export interface PresenceOptions {
  /**
   * How long a user stays as they were after their last connection went, so a reload or a
   * network blip is not a flicker to their friends. Then they are offline.
   */
  graceMs: number;
  /** At most one event per user per this window; the last state in it wins. */
  windowMs: number;
}

export const DEFAULT_PRESENCE_OPTIONS: PresenceOptions = { graceMs: 30_000, windowMs: 1_000 };

/**
 * The options from the environment: `PRESENCE_GRACE_SECONDS` (default 30; fractions allowed, so a
 * test can shorten it). A value that is not a number ≥ 0 stops the server from starting rather
 * than silently using another grace period.
 */
export function presenceOptionsFromEnv(env: NodeJS.ProcessEnv): PresenceOptions {
  const raw = env['PRESENCE_GRACE_SECONDS'];
  if (raw === undefined || raw.trim() === '') return { ...DEFAULT_PRESENCE_OPTIONS };
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`PRESENCE_GRACE_SECONDS must be a number of seconds ≥ 0, not "${raw}"`);
  }
  return { ...DEFAULT_PRESENCE_OPTIONS, graceMs: Math.round(seconds * 1000) };
}
