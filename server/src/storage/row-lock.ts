import type { Queryable } from './db.js';

/**
 * Locks the row of `table` with this `id` until the transaction ends, so transactions that touch
 * it take turns: PostgreSQL's `SELECT … FOR UPDATE`, which waits for a transaction holding it and
 * then reads the latest committed data. SQLite needs none (its one writer runs write
 * transactions one after another), so nothing is sent there.
 */
export async function lockRow(q: Queryable, table: string, id: string): Promise<void> {
  if (!q.inTransaction) throw new Error('a row lock belongs to a transaction: take it inside one');
  const { dialect } = q;
  if (dialect.forUpdate === '') return;
  await q.get(`SELECT id FROM ${dialect.quoteIdent(table)} WHERE id = ?${dialect.forUpdate}`, [id]);
}

/**
 * Locks a name until the transaction ends, for what has no row of its own to lock (a pair of
 * users, a user's quota): transactions locking the same name take turns and, once they hold it,
 * read what the previous holder committed (PostgreSQL: a transaction-level advisory lock keyed by
 * a 64-bit hash of the name). Nothing is sent on SQLite, whose one writer runs write
 * transactions one after another.
 */
export async function lockName(q: Queryable, name: string): Promise<void> {
  if (!q.inTransaction) throw new Error('a name lock belongs to a transaction: take it inside one');
  if (q.dialect.nameLock === '') return;
  await q.get(`SELECT ${q.dialect.nameLock} AS locked`, [name]);
}
