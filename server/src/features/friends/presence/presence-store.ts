import type { PresenceMode } from '@hearth/shared';
import type { Queryable } from '../../../storage/db.js';

/** A user's presence fields, as stored on their `users` record. */
export type PresenceRow = {
  id: string;
  /** The chosen mode (hidden field); '' means online. */
  presence: string;
  /** Who may see it; '' means friends. */
  presenceVisibility: string;
  /** Hidden date, PocketBase's format; '' when never offline since it existed. */
  lastSeen: string;
};

/**
 * Presence's reads and writes on the `users` table, and the count of its writes. Writes are
 * direct UPDATEs of the two hidden fields: going through the record service would bump
 * `updated` and send a record event to every friend's tab, which would tell them a mode (even
 * invisible) changed, and cost a rule check per subscriber for fields no one else may read.
 */
export class PresenceStore {
  private lastSeenWrites = 0;
  private modeWrites = 0;

  /** The selected columns and the table, quoted for the engine (PostgreSQL folds bare names). */
  private readonly columns: string;
  private readonly users: string;

  constructor(private readonly db: Queryable) {
    const columns = ['id', 'presence', 'presenceVisibility', 'lastSeen'];
    this.columns = columns.map((name) => q(db, name)).join(', ');
    this.users = q(db, 'users');
  }

  /** The rows of those of `ids` that exist. */
  async rows(ids: readonly string[]): Promise<PresenceRow[]> {
    if (ids.length === 0) return [];
    const marks = ids.map(() => '?').join(', ');
    const rows = await this.db.all(
      `SELECT ${this.columns} FROM ${this.users} WHERE id IN (${marks})`,
      ids,
    );
    return rows.map(toRow);
  }

  /** One user's row, if they exist. */
  async row(id: string): Promise<PresenceRow | undefined> {
    const row = await this.db.get(`SELECT ${this.columns} FROM ${this.users} WHERE id = ?`, [id]);
    return row ? toRow(row) : undefined;
  }

  /**
   * Stores what a user leaves behind when going offline, in one write: when they were last seen
   * and, if it changed while they were connected, the mode they chose.
   */
  async writeOffline(id: string, lastSeen: string, mode: PresenceMode | null): Promise<void> {
    await this.db.run(
      `UPDATE ${this.users} SET ${q(this.db, 'lastSeen')} = ?, presence = COALESCE(?, presence) WHERE id = ?`,
      [lastSeen, mode, id],
    );
    this.lastSeenWrites++;
  }

  /** Stores the mode a user chose while not connected (connected users' wait for going offline). */
  async writeMode(id: string, mode: PresenceMode): Promise<void> {
    await this.db.run(`UPDATE ${this.users} SET presence = ? WHERE id = ?`, [mode, id]);
    this.modeWrites++;
  }

  /** The writes made so far, by kind. */
  get writes(): { lastSeen: number; mode: number } {
    return { lastSeen: this.lastSeenWrites, mode: this.modeWrites };
  }
}

function q(db: Queryable, name: string): string {
  return db.dialect.quoteIdent(name);
}

function toRow(row: Record<string, unknown>): PresenceRow {
  return {
    id: String(row['id']),
    presence: text(row['presence']),
    presenceVisibility: text(row['presenceVisibility']),
    lastSeen: text(row['lastSeen']),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
