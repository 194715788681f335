// Benchmark-only shortcuts into a Hearth data directory and App (in the bench server's process,
// on server/dist) for the chat benchmarks: seeding users, friendships, chats, their members and
// messages by direct SQL (better-sqlite3 on the closed database, one transaction), and timing
// each request inside the server's process.
import { subscribe } from 'node:diagnostics_channel';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { hashPassword } from '../../server/dist/security/password-hash.js';
import { chatLayout, historyLayout, messageCounts, pairOf, seededRandom } from './chat-layout.mjs';
import { friendGraph, friendPairs } from './friend-graph.mjs';

export const CHAT_PASSWORD = 'benchmark-password';

/** PocketBase's date text: `2006-01-02 15:04:05.000Z`. */
export const dateText = (ms) => new Date(ms).toISOString().replace('T', ' ');
const padded = (prefix, n) => `${prefix}${String(n).padStart(14, '0')}`;
/** The id of the `n`th seeded message. */
export const messageId = (n) => padded('x', n);

/** The layout an option object describes: `{ kind: 'chat', users, direct }` or `'history'`. */
export function layoutFor(options) {
  return options.kind === 'history'
    ? historyLayout(options.users, options.chats, { mine: options.mine })
    : chatLayout(options.users, { direct: options.direct });
}

/**
 * Seeds the database file of `dataDir` (migrated, no server open on it) with the layout that
 * `options` describes: users (all with CHAT_PASSWORD, hashed once), for the `chat` layout the
 * accepted friendships behind its direct chats, the chats (direct ones with their `pair`) and
 * their members (a group's first member is its owner, its second an admin; both members of a
 * direct chat are members, the opener first), and with `messages` that many text messages,
 * `seq` 1, 2, 3… per chat, each chat's `lastSeq` and `lastMessageAt` moved to its newest one.
 * User 0 has read all but 0–30 of each chat's newest messages; everyone else has read all.
 */
export async function seedChats(dataDir, options) {
  const started = performance.now();
  const layout = layoutFor(options);
  const { ids, chats } = layout;
  const counts = options.messages ? messageCounts(layout, options.messages) : null;
  const password = await hashPassword(CHAT_PASSWORD);
  const db = new Database(join(dataDir, 'data.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const base = Date.now() - 30 * 24 * 3600 * 1000;
  const at = dateText(base);
  const insertUser = db.prepare(
    'INSERT INTO users (id, password, tokenKey, email, verified, nickname, created, updated) ' +
      'VALUES (?, ?, ?, ?, 1, ?, ?, ?)',
  );
  const insertFriendship = db.prepare(
    'INSERT INTO friendships (id, requester, addressee, status, pair, created, updated) ' +
      "VALUES (?, ?, ?, 'accepted', ?, ?, ?)",
  );
  const insertChat = db.prepare(
    'INSERT INTO chats (id, kind, title, owner, pair, lastMessageAt, lastSeq, created, updated) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertMember = db.prepare(
    'INSERT INTO chat_members (id, chat, user, role, lastRead, lastReadSeq, readSeq, created, ' +
      'updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertMessage = db.prepare(
    'INSERT INTO messages (id, chat, author, kind, text, clientId, seq, created, updated) ' +
      "VALUES (?, ?, ?, 'text', ?, ?, ?, ?, ?)",
  );
  const random = seededRandom(17);
  let friendships = 0;
  let members = 0;
  let messages = 0;
  db.transaction(() => {
    for (const [i, id] of ids.entries()) {
      const tokenKey = `tk${id}${i}`.padEnd(50, 'x');
      insertUser.run(id, password, tokenKey, `${id}@example.com`, `user ${i}`, at, at);
    }
    if (options.kind !== 'history') {
      for (const [i, j] of friendPairs(friendGraph(ids.length, layout.friends))) {
        const pair = pairOf(ids[i], ids[j]);
        insertFriendship.run(padded('f', friendships++), ids[i], ids[j], pair, at, at);
      }
    }
    // Messages are spread over 29 days, one chat after another, in `seq` order.
    const step = counts ? (29 * 24 * 3600 * 1000) / Math.max(1, options.messages) : 0;
    for (const [c, chat] of chats.entries()) {
      const count = counts?.[c] ?? 0;
      const firstMessage = messages;
      for (let seq = 1; seq <= count; seq++) {
        const author = ids[chat.members[Math.floor(random() * chat.members.length)]];
        const created = dateText(base + step * messages);
        insertMessage.run(
          messageId(messages),
          chat.id,
          author,
          `message ${seq} of ${chat.id}`,
          `h${messages}`,
          seq,
          created,
          created,
        );
        messages++;
      }
      const last = count > 0 ? dateText(base + step * (messages - 1)) : at;
      const owner = ids[chat.members[0]];
      insertChat.run(chat.id, chat.kind, chat.title, owner, chat.pair, last, count, at, last);
      for (const [m, user] of chat.members.entries()) {
        const role =
          chat.kind === 'direct' ? 'member' : m === 0 ? 'owner' : m === 1 ? 'admin' : 'member';
        const read = user === 0 ? Math.max(0, count - Math.floor(random() * 31)) : count;
        const lastRead = read > 0 ? messageId(firstMessage + read - 1) : '';
        const id = padded('m', members++);
        insertMember.run(id, chat.id, ids[user], role, lastRead, read, read, at, at);
      }
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return {
    users: ids.length,
    friendships,
    chats: chats.length,
    groups: chats.filter((chat) => chat.kind === 'group').length,
    members,
    messages,
    ms: performance.now() - started,
    ids: options.kind === 'history' ? ids.slice(0, options.tokens ?? 1) : ids,
  };
}

/**
 * Times every HTTP request this process serves, from its headers being read to its response
 * being finished (node's `http.server.request.start` and `http.server.response.finish`
 * diagnostics channels: everything the server does for the request, routing, auth, queries and
 * JSON included). `take(after)` answers `{ last, items: [{ method, url, status, ms }] }` for the
 * requests finished after number `after`.
 */
export function timeRequests() {
  const startedAt = new WeakMap();
  const items = [];
  subscribe('http.server.request.start', ({ response }) => {
    startedAt.set(response, performance.now());
  });
  subscribe('http.server.response.finish', ({ request, response }) => {
    const started = startedAt.get(response);
    if (started === undefined) return;
    const ms = performance.now() - started;
    items.push({ method: request.method, url: request.url, status: response.statusCode, ms });
  });
  return { take: (after = 0) => ({ last: items.length, items: items.slice(after) }) };
}
