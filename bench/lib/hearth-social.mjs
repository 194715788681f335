// Benchmark-only shortcuts into a Hearth App (in the bench server's process, on server/dist):
// seeding users and accepted friendships by direct SQL, signing their auth tokens without a
// login each, and the counters the presence benchmark reads.
import { hashPassword } from '../../server/dist/security/password-hash.js';
import { signRecordToken } from '../../server/dist/security/record-token.js';
import { friendGraph, friendPairs, userId } from './friend-graph.mjs';

export const SOCIAL_PASSWORD = 'benchmark-password';

const now = () => new Date().toISOString().replace('T', ' ');
const pairKey = (a, b) => (a < b ? `${a}_${b}` : `${b}_${a}`);

/**
 * Inserts `users` users and the friend graph (`friends` each, all accepted) in one transaction.
 * Every user has the same password (hashed once); ids come from `userId`.
 */
export async function seedSocialGraph(app, { users, friends }) {
  const started = performance.now();
  const graph = friendGraph(users, friends);
  const ids = graph.map((_, i) => userId(i));
  const pairs = friendPairs(graph);
  const password = await hashPassword(SOCIAL_PASSWORD);
  const at = now();
  await app.db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx.run(
        'INSERT INTO users (id, password, tokenKey, email, verified, nickname, created, updated) ' +
          'VALUES (?, ?, ?, ?, 1, ?, ?, ?)',
        [id, password, `tk${id}${i}`.padEnd(50, 'x'), `${id}@example.com`, `user ${i}`, at, at],
      );
    }
    for (const [n, [i, j]] of pairs.entries()) {
      await tx.run(
        'INSERT INTO friendships (id, requester, addressee, status, pair, created, updated) ' +
          "VALUES (?, ?, ?, 'accepted', ?, ?, ?)",
        [`f${String(n).padStart(14, '0')}`, ids[i], ids[j], pairKey(ids[i], ids[j]), at, at],
      );
    }
  });
  return { users, friendships: pairs.length, ms: performance.now() - started, ids };
}

/** `{ id, token }` for each of `ids`, signed as a login would sign them. */
export async function signUserTokens(app, ids) {
  const collection = app.collections.find('users');
  const users = [];
  for (const id of ids) {
    const record = await app.db.get('SELECT id, tokenKey FROM users WHERE id = ?', [id]);
    users.push({ id, token: await signRecordToken(collection, record, 'auth') });
  }
  return users;
}

/**
 * The database's changed rows so far (SQLite's total_changes() on the writer connection, which
 * every write goes through) and the presence service's own stats (`dbWrites`, `modeWrites`,
 * `lastSeenWrites`, `events`, `users`, `connections`, `friendLists`), or null without presence.
 */
export async function socialStats(app) {
  const row = await app.db.transaction((tx) => tx.get('SELECT total_changes() AS n'));
  const presence = (await presenceModule())?.presenceOf(app)?.stats() ?? null;
  return { dbChanges: Number(row?.n ?? Number.NaN), presence };
}

let presenceImport;
/** The presence feature's module, or null in a build without it. */
function presenceModule() {
  presenceImport ??= import('../../server/dist/features/friends/presence/setup-presence.js').catch(
    () => null,
  );
  return presenceImport;
}
