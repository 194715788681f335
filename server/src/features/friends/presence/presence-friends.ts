import type { Queryable } from '../../../storage/db.js';
import { friendIdsOf } from '../social-queries.js';

/** A list being read: whether a friendship changed meanwhile, so it must be read again. */
interface Loading {
  stale: boolean;
  done: Promise<void>;
}

/**
 * The friends of the users presence follows (those online or within their grace period), in
 * memory, so that working out who hears a change costs no query. A list is read once when its
 * user comes online and kept true by the record hooks (`link`, `unlink`) until it is forgotten.
 */
export class FriendLists {
  private readonly lists = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Loading>();

  constructor(private readonly db: Queryable) {}

  /** Starts following a user's friends; resolves once the list is in memory. */
  follow(userId: string): Promise<void> {
    if (this.lists.has(userId)) return Promise.resolve();
    const pending = this.loading.get(userId);
    if (pending) return pending.done;
    const entry: Loading = { stale: false, done: Promise.resolve() };
    this.loading.set(userId, entry);
    entry.done = this.load(userId, entry);
    return entry.done;
  }

  /** Stops following a user (gone offline). */
  forget(userId: string): void {
    this.lists.delete(userId);
    this.loading.delete(userId);
  }

  /** A followed user's friends; undefined while not (yet) in memory. */
  friendsOf(userId: string): ReadonlySet<string> | undefined {
    return this.lists.get(userId);
  }

  /** Two users became friends. */
  link(a: string, b: string): void {
    this.update(a, b, (list, other) => list.add(other));
  }

  /** Two users stopped being friends (unfriended, or one blocked the other). */
  unlink(a: string, b: string): void {
    this.update(a, b, (list, other) => list.delete(other));
  }

  /** How many lists are in memory (the benchmark's memory figure). */
  get size(): number {
    return this.lists.size;
  }

  private update(a: string, b: string, change: (list: Set<string>, other: string) => void): void {
    for (const [user, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const list = this.lists.get(user);
      if (list) change(list, other);
      const pending = this.loading.get(user);
      // note: the read in flight may have been taken before this change committed.
      if (pending) pending.stale = true;
    }
  }

  private async load(userId: string, entry: Loading): Promise<void> {
    try {
      let ids: string[];
      do {
        entry.stale = false;
        ids = await friendIdsOf(this.db, userId);
      } while (entry.stale && this.loading.get(userId) === entry);
      // note: forgotten (or followed anew) while reading: this read is no longer wanted.
      if (this.loading.get(userId) !== entry) return;
      this.lists.set(userId, new Set(ids));
    } finally {
      if (this.loading.get(userId) === entry) this.loading.delete(userId);
    }
  }
}
