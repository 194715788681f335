// Seeds the scale benchmark's data into a migrated Hearth database of either engine (run as a
// script with no server open on it: `DATA_DIR=… DATABASE_URL=… node seed-scale.mjs USERS
// DIRECT`): bench/records.bench's 10,000 posts and bench/chat.bench's users (one password,
// hashed once), friendships, chats and members (chat-layout.mjs), written through the App's
// storage seam, so both engines get the same rows by the same code. Prints a JSON summary.
import { App } from '../../server/dist/app.js';
import { configFromEnv } from '../../server/dist/config.js';
import { HEARTH_FEATURES } from '../../server/dist/features/hearth-features.js';
import { silentLogger } from '../../server/dist/lib/logger.js';
import { hashPassword } from '../../server/dist/security/password-hash.js';
import { chatLayout, pairOf } from './chat-layout.mjs';
import { friendGraph, friendPairs } from './friend-graph.mjs';
import { CHAT_PASSWORD, dateText } from './hearth-chat.mjs';
import { POST_ROWS, postId } from './records-posts.mjs';

const [users, direct] = process.argv.slice(2).map(Number);
const started = performance.now();
const app = await App.open(configFromEnv(), { logger: silentLogger, features: HEARTH_FEATURES });
const { dialect } = app.db;
const padded = (prefix, n) => `${prefix}${String(n).padStart(14, '0')}`;

/** Inserts `rows` (arrays in `columns`' order) into `table`, 500 to a statement. */
async function insertRows(tx, table, columns, rows) {
  const names = columns.map((column) => dialect.quoteIdent(column)).join(', ');
  const slots = `(${columns.map(() => '?').join(', ')})`;
  for (let at = 0; at < rows.length; at += 500) {
    const batch = rows.slice(at, at + 500);
    await tx.run(
      `INSERT INTO ${dialect.quoteIdent(table)} (${names}) VALUES ${batch.map(() => slots).join(', ')}`,
      batch.flat(),
    );
  }
}

const layout = chatLayout(users, { direct });
const { ids, chats } = layout;
const password = await hashPassword(CHAT_PASSWORD);
const at = dateText(Date.now() - 24 * 3600 * 1000);
const friendships = friendPairs(friendGraph(users, layout.friends));
const members = chats.flatMap((chat) =>
  chat.members.map((user, m) => [
    chat.id,
    ids[user],
    chat.kind === 'direct' ? 'member' : m === 0 ? 'owner' : m === 1 ? 'admin' : 'member',
  ]),
);
const postBase = Date.UTC(2026, 0, 1);
await app.db.transaction(async (tx) => {
  await insertRows(
    tx,
    'posts',
    ['id', 'title', 'body', 'views', 'created', 'updated'],
    Array.from({ length: POST_ROWS }, (_, i) => {
      const date = dateText(postBase + i * 60_000);
      return [
        postId(i),
        `Post number ${i}`,
        'Lorem ipsum dolor sit amet '.repeat(4),
        i % 1000,
        date,
        date,
      ];
    }),
  );
  await insertRows(
    tx,
    'users',
    ['id', 'password', 'tokenKey', 'email', 'verified', 'nickname', 'created', 'updated'],
    ids.map((id, i) => [
      id,
      password,
      `tk${id}${i}`.padEnd(50, 'x'),
      `${id}@example.com`,
      dialect.bool(true),
      `user ${i}`,
      at,
      at,
    ]),
  );
  await insertRows(
    tx,
    'friendships',
    ['id', 'requester', 'addressee', 'status', 'pair', 'created', 'updated'],
    friendships.map(([i, j], n) => [
      padded('f', n),
      ids[i],
      ids[j],
      'accepted',
      pairOf(ids[i], ids[j]),
      at,
      at,
    ]),
  );
  await insertRows(
    tx,
    'chats',
    ['id', 'kind', 'title', 'owner', 'pair', 'lastMessageAt', 'lastSeq', 'created', 'updated'],
    chats.map((chat) => [
      chat.id,
      chat.kind,
      chat.title,
      ids[chat.members[0]],
      chat.pair,
      at,
      0,
      at,
      at,
    ]),
  );
  await insertRows(
    tx,
    'chat_members',
    ['id', 'chat', 'user', 'role', 'lastRead', 'lastReadSeq', 'readSeq', 'created', 'updated'],
    members.map(([chat, user, role], n) => [padded('m', n), chat, user, role, '', 0, 0, at, at]),
  );
});
await app.close();
console.log(
  JSON.stringify({
    posts: POST_ROWS,
    users,
    friendships: friendships.length,
    chats: chats.length,
    groups: chats.filter((chat) => chat.kind === 'group').length,
    members: members.length,
    ms: performance.now() - started,
  }),
);
