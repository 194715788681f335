import { samePresence, type Presence } from './presence-model.js';

/** What the fan-out needs from the rest of presence. */
export interface FanoutDeps {
  /** Publishes one presence to these auth ids (never empty). */
  publish(presence: Presence, authIds: readonly string[]): Promise<void>;
  /** Who may hear a user's changes right now: their friends, as privacy allows. */
  audienceOf(userId: string): readonly string[];
  /** A user's window closed with nothing left to send (presence may forget them). */
  onSettled(userId: string): void;
  onError(error: unknown): void;
  windowMs: number;
}

/** One user's coalescing window: what was sent last and what waits for the window's end. */
interface Window {
  last: Presence;
  pending: Presence | null;
  timer: NodeJS.Timeout;
}

/**
 * Sends presence changes with at most one event per user per window. The first change goes out
 * at once and opens a window; changes within it only replace what waits, and at its end the
 * last one goes out if it differs from what was sent (a change back to the same state sends
 * nothing). The audience is read when an event is sent, so an unfriend or a block in the
 * meantime is respected.
 */
export class PresenceFanout {
  private readonly windows = new Map<string, Window>();
  private sent = 0;
  private closed = false;

  constructor(private readonly deps: FanoutDeps) {}

  /** Events published so far (coalesced changes and direct ones). */
  get eventCount(): number {
    return this.sent;
  }

  /** A user's presence, as others see it, changed to `presence`. */
  change(presence: Presence): void {
    if (this.closed) return;
    const window = this.windows.get(presence.user);
    if (window) {
      window.pending = presence;
      return;
    }
    this.send(presence, this.deps.audienceOf(presence.user));
    this.open(presence);
  }

  /**
   * Sends a presence to chosen viewers now, outside the windows: a new friend learns where a
   * user stands, an ex-friend or a blocked user that they may no longer see them. Rare, and
   * addressed to people who got nothing of the user's window.
   */
  tell(presence: Presence, viewers: readonly string[]): void {
    if (!this.closed) this.send(presence, viewers);
  }

  /** Tells whether a user's window is open (an event may still go out for them). */
  isBusy(userId: string): boolean {
    return this.windows.has(userId);
  }

  /** Stops every timer; nothing is sent afterwards. */
  close(): void {
    this.closed = true;
    for (const window of this.windows.values()) clearTimeout(window.timer);
    this.windows.clear();
  }

  private open(presence: Presence): void {
    const timer = setTimeout(() => this.end(presence.user), this.deps.windowMs);
    // note: a window must never keep a process alive; close() clears it on shutdown anyway.
    timer.unref();
    this.windows.set(presence.user, { last: presence, pending: null, timer });
  }

  private end(userId: string): void {
    const window = this.windows.get(userId);
    if (!window) return;
    this.windows.delete(userId);
    const next = window.pending;
    if (next && !samePresence(next, window.last)) {
      this.send(next, this.deps.audienceOf(userId));
      this.open(next);
      return;
    }
    this.deps.onSettled(userId);
  }

  private send(presence: Presence, authIds: readonly string[]): void {
    if (authIds.length === 0) return;
    this.sent++;
    this.deps.publish(presence, authIds).catch((error: unknown) => this.deps.onError(error));
  }
}
