import type { PresenceMode, PresenceState, PresenceVisibility } from '@hearth/shared';
import type { PresenceConnections } from '../../../cluster/presence-connections.js';
import { notFound } from '../../../errors.js';
import { formatDate } from '../../../lib/dates.js';
import type { Logger } from '../../../lib/logger.js';
import { PresenceFanout } from './presence-fanout.js';
import type { FriendLists } from './presence-friends.js';
import {
  hiddenPresence,
  modeOf,
  samePresence,
  stateOf,
  visibilityOf,
  type Presence,
} from './presence-model.js';
import type { PresenceOptions } from './presence-options.js';
import type { PresenceRow, PresenceStore } from './presence-store.js';

/** What the presence service is built on. */
export interface PresenceServiceDeps {
  store: PresenceStore;
  friends: FriendLists;
  /** Publishes one presence on the realtime topic to these auth ids. */
  publish(presence: Presence, authIds: readonly string[]): Promise<void>;
  logger: Logger;
  options: PresenceOptions;
  /** Connections on every server process (this one alone on SQLite). */
  connections: PresenceConnections;
}

/** What presence holds in memory and has done, for the benchmark and for tests. */
export interface PresenceStats {
  /** Every database write presence made: `lastSeenWrites + modeWrites`. */
  dbWrites: number;
  /** `lastSeen` writes: one per user going offline (none for a user invisible all along). */
  lastSeenWrites: number;
  /** Chosen modes stored (`PUT /api/hearth/presence/me` with another mode). */
  modeWrites: number;
  /** Events published on `hearth/presence` (each to one audience). */
  events: number;
  /** Users followed: connected, or within their grace period. */
  users: number;
  /** Their realtime connections. */
  connections: number;
  /** Friend lists in memory. */
  friendLists: number;
}

/** A user's presence settings, once read. */
interface Profile {
  mode: PresenceMode;
  visibility: PresenceVisibility;
  /** `lastSeen` as stored, to write it only when it changes. */
  storedLastSeen: string;
  /** The mode the database holds; a different `mode` is written when the user goes offline. */
  storedMode: PresenceMode;
}

/** A user presence follows: connected, within the grace period, or just gone offline. */
interface Followed {
  id: string;
  /** Open connections by client id: whether that tab says it is idle. */
  clients: Map<string, boolean>;
  /** Null while it is being read; changes meanwhile wait in `pending`. */
  profile: Profile | null;
  pending: { mode?: PresenceMode; visibility?: PresenceVisibility };
  /** The last seen others are shown: the stored one, or when they went invisible. */
  lastSeen: string;
  /** What others see now; null until the profile is read. */
  shown: Presence | null;
  /** Whether every tab was idle when the last one went (kept through the grace period). */
  idleWhenGone: boolean;
  /** When the last connection went. */
  goneAt: number | null;
  grace: NodeJS.Timeout | null;
  /** Going offline: `lastSeen` is being written. */
  leaving: boolean;
}

/**
 * Presence's state: users' realtime connections across tabs and devices in, what their friends
 * see out. Everything is in memory; the database is written once per user going offline
 * (`lastSeen`) and when a user chooses a mode, never per connection, heartbeat or change.
 *
 * Drive it with `connect`/`disconnect` (setup-presence.ts calls them from realtime's client
 * auth changes) and `setIdle`; read `stats()` for what it holds and has written.
 */
export class PresenceService {
  private readonly users = new Map<string, Followed>();
  private readonly fanout: PresenceFanout;
  /** Reads and writes under way, for `settled()`. */
  private readonly inFlight = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly deps: PresenceServiceDeps) {
    this.fanout = new PresenceFanout({
      publish: deps.publish,
      audienceOf: (userId) => this.audienceOf(userId),
      onSettled: (userId) => this.forgetIfGone(userId),
      onError: (error) => deps.logger.error('presence publish failed', { error }),
      windowMs: deps.options.windowMs,
    });
  }

  /** A realtime connection of the user opened (its auth became known). */
  connect(userId: string, clientId: string): void {
    if (this.closed) return;
    let user = this.users.get(userId);
    if (!user) {
      user = newFollowed(userId);
      this.users.set(userId, user);
      this.track(this.load(user));
    }
    user.clients.set(clientId, false);
    this.share(this.deps.connections.add(userId, clientId));
    if (user.grace) {
      // A reload or a blip: the user never looked gone, so nothing is sent.
      clearTimeout(user.grace);
      user.grace = null;
      user.goneAt = null;
    }
    this.refresh(user);
  }

  /** A realtime connection of the user went (closed, or its auth dropped). */
  disconnect(userId: string, clientId: string): void {
    const user = this.users.get(userId);
    if (this.closed || !user?.clients.has(clientId)) return;
    if (user.clients.size === 1) user.idleWhenGone = allIdle(user.clients);
    user.clients.delete(clientId);
    this.share(this.deps.connections.remove(clientId));
    if (user.clients.size > 0) {
      this.refresh(user);
      return;
    }
    user.goneAt = Date.now();
    user.grace = setTimeout(() => this.track(this.expire(user)), this.deps.options.graceMs);
    // note: never keeps a process alive; close() clears it when the app closes.
    user.grace.unref();
  }

  /**
   * A tab says whether it is idle (no input, or hidden, for 5 minutes: the web app decides).
   * Returns false when `clientId` is not an open connection of this user.
   */
  setIdle(userId: string, clientId: string, idle: boolean): boolean {
    const user = this.users.get(userId);
    if (!user?.clients.has(clientId)) return false;
    user.clients.set(clientId, idle);
    this.refresh(user);
    return true;
  }

  /** The caller's chosen mode and the state others see. */
  async mine(userId: string): Promise<{ mode: PresenceMode; state: PresenceState }> {
    const row = await this.deps.store.row(userId);
    if (!row) throw notFound();
    const mode = this.users.get(userId)?.profile?.mode ?? modeOf(row.presence);
    return { mode, state: this.presenceOf({ ...row, presence: mode }).state };
  }

  /** Stores the mode a user chose (if it changed) and tells their friends. */
  async chooseMode(
    userId: string,
    mode: PresenceMode,
  ): Promise<{ mode: PresenceMode; state: PresenceState }> {
    const row = await this.deps.store.row(userId);
    if (!row) throw notFound();
    const user = this.users.get(userId);
    // note: a connected user's mode lives in memory and is written when they go offline (or the
    // app closes), so changing it costs no database write; otherwise it is stored now.
    if (user?.profile) this.applyMode(user, mode);
    else if (modeOf(row.presence) !== mode) await this.deps.store.writeMode(userId, mode);
    if (user && !user.profile) this.applyMode(user, mode);
    return { mode, state: this.presenceOf({ ...row, presence: mode }).state };
  }

  /** A user's record changed: follows their mode and privacy (an update through the API). */
  settingsChanged(userId: string, mode: PresenceMode, visibility: PresenceVisibility): void {
    const user = this.users.get(userId);
    if (!user || this.closed) return;
    this.applyVisibility(user, visibility);
    const profile = user.profile;
    // note: the record holds the mode last written; only a record update that changed it (the
    // owner writing `presence` through the users API) overrides the mode held in memory.
    if (profile && mode === profile.storedMode) return;
    if (profile) profile.storedMode = mode;
    this.applyMode(user, mode);
  }

  /** Two users became friends: each hears the other from now on, starting with where they stand. */
  befriended(a: string, b: string): void {
    const knew = [this.deps.friends.friendsOf(a)?.has(b), this.deps.friends.friendsOf(b)?.has(a)];
    this.deps.friends.link(a, b);
    if (!knew[0]) this.reveal(a, b);
    if (!knew[1]) this.reveal(b, a);
  }

  /**
   * Two users stopped being friends (unfriended, or a block): neither hears the other any more,
   * and each is told the other is offline, so no stale state stays on screen.
   */
  unfriended(a: string, b: string): void {
    const knew = [this.deps.friends.friendsOf(a)?.has(b), this.deps.friends.friendsOf(b)?.has(a)];
    this.deps.friends.unlink(a, b);
    if (knew[0]) this.conceal(a, b);
    if (knew[1]) this.conceal(b, a);
  }

  /** A user's presence as the snapshot answers it, from their stored row and what is live. */
  presenceOf(row: PresenceRow): Presence {
    const user = this.users.get(row.id);
    if (!user) return { user: row.id, state: 'offline', lastSeen: row.lastSeen };
    if (user.shown) return user.shown;
    // note: still being read; the row just read says the same as what the read will.
    return this.compute(user, modeOf(row.presence), row.lastSeen);
  }

  /**
   * The snapshot of `rows`: what is live here, and for users followed by no connection here,
   * whether another server process has one of theirs (then they are present there; idleness
   * is known only where the tabs are).
   */
  async snapshotOf(rows: readonly PresenceRow[]): Promise<Presence[]> {
    const away = rows.filter((row) => !this.users.has(row.id)).map((row) => row.id);
    let elsewhere = new Set<string>();
    try {
      elsewhere = await this.deps.connections.elsewhere(away);
    } catch (error) {
      this.deps.logger.error('presence could not ask the other processes', { error });
    }
    return rows.map((row) =>
      elsewhere.has(row.id)
        ? {
            user: row.id,
            state: stateOf(modeOf(row.presence), true, false),
            lastSeen: row.lastSeen,
          }
        : this.presenceOf(row),
    );
  }

  /**
   * Users whose connections were all on a server process that died: their friends last heard
   * them present, so each goes offline as after their grace period, from this process.
   */
  orphaned(userIds: readonly string[]): void {
    for (const userId of userIds) {
      if (this.closed || this.users.has(userId)) continue;
      const user = newFollowed(userId);
      user.goneAt = Date.now();
      // note: looks present while it is read, as it did to friends; `expire` then writes it gone.
      user.leaving = true;
      this.users.set(userId, user);
      this.track(
        this.load(user).then(() => {
          user.leaving = false;
          if (this.users.get(userId) === user) return this.expire(user);
          return undefined;
        }),
      );
    }
  }

  /** Whether a user's coalescing window is open: an event about them may still go out. */
  coalescing(userId: string): boolean {
    return this.fanout.isBusy(userId);
  }

  /** Whether presence follows a user: connected, within the grace period, or just gone. */
  follows(userId: string): boolean {
    return this.users.has(userId);
  }

  /** How many realtime connections of a user presence counts. */
  connectionsOf(userId: string): number {
    return this.users.get(userId)?.clients.size ?? 0;
  }

  /**
   * Resolves once the reads and writes started so far are done: a user who just connected has
   * been read (and their change handed to realtime), one whose grace ended has been written.
   */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** What presence holds and has written (the benchmark reports `dbWrites` per change). */
  stats(): PresenceStats {
    const writes = this.deps.store.writes;
    let connections = 0;
    for (const user of this.users.values()) connections += user.clients.size;
    return {
      dbWrites: writes.lastSeen + writes.mode,
      lastSeenWrites: writes.lastSeen,
      modeWrites: writes.mode,
      events: this.fanout.eventCount,
      users: this.users.size,
      connections,
      friendLists: this.deps.friends.size,
    };
  }

  /**
   * Writes every followed user offline as of now (or when their last connection went) with the
   * mode they chose, before the app closes: one write per user, so a restart loses nothing.
   */
  async flush(): Promise<void> {
    const now = Date.now();
    for (const user of this.users.values()) {
      const profile = user.profile;
      if (!profile || user.leaving) continue;
      const lastSeen =
        profile.mode === 'invisible' ? user.lastSeen : formatDate(new Date(user.goneAt ?? now));
      const mode = profile.mode !== profile.storedMode ? profile.mode : null;
      if (lastSeen === profile.storedLastSeen && !mode) continue;
      try {
        await this.deps.store.writeOffline(user.id, lastSeen, mode);
        profile.storedLastSeen = lastSeen;
        profile.storedMode = profile.mode;
      } catch (error) {
        this.deps.logger.error('presence could not write a user offline', { error, user: user.id });
      }
    }
  }

  /** Stops every timer (the app is closing; `flush` has written what was held). */
  close(): void {
    this.closed = true;
    for (const user of this.users.values()) if (user.grace) clearTimeout(user.grace);
    this.users.clear();
    this.fanout.close();
  }

  /** Tells the other processes about a connection; a failure is logged, presence goes on. */
  private share(work: Promise<void>): void {
    this.track(
      work.catch((error: unknown) => {
        this.deps.logger.error('presence could not share a connection', { error });
      }),
    );
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    // note: load and expire catch their own errors, so `work` never rejects.
    void work.finally(() => this.inFlight.delete(work));
  }

  private async load(user: Followed): Promise<void> {
    try {
      const [row] = await Promise.all([
        this.deps.store.row(user.id),
        this.deps.friends.follow(user.id),
      ]);
      if (this.closed || this.users.get(user.id) !== user) return;
      if (!row) {
        this.forget(user.id);
        return;
      }
      user.profile = {
        mode: user.pending.mode ?? modeOf(row.presence),
        visibility: user.pending.visibility ?? visibilityOf(row.presenceVisibility),
        storedLastSeen: row.lastSeen,
        storedMode: modeOf(row.presence),
      };
      user.lastSeen = row.lastSeen;
      // note: what friends saw until now: offline, as stored.
      user.shown = { user: user.id, state: 'offline', lastSeen: row.lastSeen };
      this.refresh(user);
      this.forgetIfGone(user.id);
    } catch (error) {
      this.deps.logger.error('presence could not read a user', { error, user: user.id });
    }
  }

  /** The grace period ended: if no connection came back, the user is offline. */
  private async expire(user: Followed): Promise<void> {
    user.grace = null;
    if (this.closed || user.clients.size > 0) return;
    const elsewhere = await this.connectedElsewhere(user.id);
    // note: a connection may have come back here while the other processes were asked.
    if (this.closed || user.clients.size > 0 || user.grace) return;
    if (elsewhere) {
      // note: still present through another process, which tells friends when they leave it.
      if (this.users.get(user.id) === user) this.forget(user.id);
      return;
    }
    const profile = user.profile;
    let lastSeen = user.lastSeen;
    if (profile) {
      // note: an invisible user was last seen when they went invisible, not when they left.
      if (profile.mode !== 'invisible') lastSeen = formatDate(new Date(user.goneAt ?? Date.now()));
      const mode = profile.mode !== profile.storedMode ? profile.mode : null;
      if ((lastSeen !== '' && lastSeen !== profile.storedLastSeen) || mode) {
        user.leaving = true;
        try {
          await this.deps.store.writeOffline(user.id, lastSeen, mode);
          profile.storedLastSeen = lastSeen;
          profile.storedMode = profile.mode;
        } catch (error) {
          this.deps.logger.error('presence could not write last seen', { error, user: user.id });
        } finally {
          user.leaving = false;
        }
      }
    }
    if (this.closed || this.users.get(user.id) !== user) return;
    user.lastSeen = lastSeen;
    if (user.clients.size === 0 && !user.grace) user.goneAt = null;
    this.refresh(user);
    this.forgetIfGone(user.id);
  }

  private async connectedElsewhere(userId: string): Promise<boolean> {
    try {
      return (await this.deps.connections.elsewhere([userId])).has(userId);
    } catch (error) {
      this.deps.logger.error('presence could not ask the other processes', { error });
      return false;
    }
  }

  /** Works out what others see and hands a change to the fan-out. */
  private refresh(user: Followed): void {
    if (!user.profile) return;
    const next = this.compute(user, user.profile.mode, user.lastSeen);
    if (user.shown && samePresence(user.shown, next)) return;
    user.shown = next;
    this.fanout.change(next);
  }

  private compute(user: Followed, mode: PresenceMode, lastSeen: string): Presence {
    // note: within the grace period (and while writing last seen) the user still looks present.
    const connected = user.clients.size > 0 || user.grace !== null || user.leaving;
    const idle = user.clients.size > 0 ? allIdle(user.clients) : user.idleWhenGone;
    return { user: user.id, state: stateOf(mode, connected, idle), lastSeen };
  }

  private applyMode(user: Followed, mode: PresenceMode): void {
    const profile = user.profile;
    if (!profile) {
      user.pending.mode = mode;
      return;
    }
    if (profile.mode === mode) return;
    if (mode === 'invisible' && user.shown && user.shown.state !== 'offline') {
      // Going invisible looks like leaving, to the moment: invisible time is never "seen".
      user.lastSeen = formatDate(new Date(user.goneAt ?? Date.now()));
    }
    profile.mode = mode;
    this.refresh(user);
  }

  private applyVisibility(user: Followed, visibility: PresenceVisibility): void {
    const profile = user.profile;
    if (!profile) {
      user.pending.visibility = visibility;
      return;
    }
    const before = profile.visibility;
    if (before === visibility) return;
    profile.visibility = visibility;
    const friends = [...(this.deps.friends.friendsOf(user.id) ?? [])];
    if (visibility === 'nobody') this.fanout.tell(hiddenPresence(user.id), friends);
    else if (before === 'nobody' && user.shown) this.fanout.tell(user.shown, friends);
  }

  /** Tells `viewer` (a new friend) where `userId` stands, if privacy lets friends see it. */
  private reveal(userId: string, viewer: string): void {
    const user = this.users.get(userId);
    if (!user?.profile || !user.shown || user.profile.visibility === 'nobody') return;
    this.fanout.tell(user.shown, [viewer]);
  }

  /** Tells `viewer` (no longer a friend) that `userId` is offline, as far as they know now. */
  private conceal(userId: string, viewer: string): void {
    const user = this.users.get(userId);
    if (!user?.profile || user.profile.visibility === 'nobody') return;
    this.fanout.tell(hiddenPresence(userId), [viewer]);
  }

  /** Who hears a user's changes: their friends, unless the user shows presence to nobody. */
  private audienceOf(userId: string): readonly string[] {
    const user = this.users.get(userId);
    if (!user?.profile || user.profile.visibility === 'nobody') return [];
    return [...(this.deps.friends.friendsOf(userId) ?? [])];
  }

  /** Stops following a user who is offline and has nothing left to send. */
  private forgetIfGone(userId: string): void {
    const user = this.users.get(userId);
    if (!user || user.clients.size > 0 || user.grace || user.leaving) return;
    if (this.fanout.isBusy(userId)) return;
    this.forget(userId);
  }

  private forget(userId: string): void {
    this.users.delete(userId);
    this.deps.friends.forget(userId);
  }
}

function newFollowed(id: string): Followed {
  return {
    id,
    clients: new Map(),
    profile: null,
    pending: {},
    lastSeen: '',
    shown: null,
    idleWhenGone: false,
    goneAt: null,
    grace: null,
    leaving: false,
  };
}

function allIdle(clients: ReadonlyMap<string, boolean>): boolean {
  for (const idle of clients.values()) if (!idle) return false;
  return true;
}
