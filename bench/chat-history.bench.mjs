// Chat history and chat list reads on a big database: MESSAGES messages over CHATS chats among
// USERS users, "me" (user 0) in MINE of them (a quarter groups of 5–50, the rest direct chats),
// seeded by SQL in one transaction in the server's process (bench/lib/hearth-chat.mjs; layout
// in bench/lib/chat-layout.mjs: chats hold 0.2–1.8× the mean each; I have read all but 0–30 of
// each chat's newest messages). As me, one request at a time, ROUNDS times each after WARMUP:
//   page:    GET /api/collections/messages/records?filter=(chat="X" && seq<N)&sort=-seq
//              &perPage=30&skipTotal=1   (one of my chats at random, N at random in it)
//   list:    GET /api/collections/chat_members/records?filter=(user="ME")&expand=chat
//              &perPage=<MINE>&skipTotal=1
//   unread:  GET /api/hearth/chats/unread
//   list + unread: the two of them, as the app loads its chat list.
// Times are the server's own, taken in its process (from the request's headers being read to its
// response being finished: node's http diagnostics channels), with the round trip measured here
// over loopback beside them. The baseline runs the same reads straight on better-sqlite3 in this
// process, on the same database file (read-only), including turning rows into the same JSON:
// what the reads cost with no server around them. Goal: p99 < 10 ms each, server side.
//
//   npm run build && node bench/chat-history.bench.mjs
//   (env: MESSAGES=1000000, CHATS=10000, USERS=2000, MINE=200, ROUNDS=300, WARMUP=30,
//    READS=page,list,unread)
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { historyLayout, messageCounts, seededRandom } from './lib/chat-layout.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { percentile } from './lib/sse-clients.mjs';

const MESSAGES = Number(process.env.MESSAGES ?? 1_000_000);
const CHATS = Number(process.env.CHATS ?? 10_000);
const USERS = Number(process.env.USERS ?? 2000);
const MINE = Number(process.env.MINE ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 300);
const WARMUP = Number(process.env.WARMUP ?? 30);
/** Which reads to measure (a comma-separated subset of page, list, unread). */
const READS = (process.env.READS ?? 'page,list,unread').split(',');
const GOAL_P99 = 10;
const lib = (name) => fileURLToPath(new URL(`./lib/${name}`, import.meta.url));

const layout = historyLayout(USERS, CHATS, { mine: MINE });
const counts = messageCounts(layout, MESSAGES);
const me = layout.ids[0];
const myChats = layout.chatsOf[0].filter((c) => counts[c] > 0);
const random = seededRandom(23);
/** A random page request: one of my chats, the page before a random message of it. */
const nextPage = () => {
  const c = myChats[Math.floor(random() * myChats.length)];
  return { chat: layout.chats[c].id, before: 1 + Math.floor(random() * counts[c]) + 1 };
};

const options = {
  timeRequests: true,
  chat: { kind: 'history', users: USERS, chats: CHATS, messages: MESSAGES, mine: MINE },
};
let started = performance.now();
const server = await startChildServer(lib('hearth-server.mjs'), [JSON.stringify(options)]);
const startMs = performance.now() - started;
const { users, seeded } = await server.ask('users', 'users');
const token = users[0].token;
let db;

const PATHS = {
  page: ({ chat, before }) =>
    '/api/collections/messages/records?' +
    new URLSearchParams({
      filter: `(chat="${chat}" && seq<${before})`,
      sort: '-seq',
      perPage: '30',
      skipTotal: '1',
    }),
  list: () =>
    '/api/collections/chat_members/records?' +
    new URLSearchParams({
      filter: `(user="${me}")`,
      expand: 'chat',
      perPage: String(MINE),
      skipTotal: '1',
    }),
  unread: () => '/api/hearth/chats/unread',
};

/** Requests `path` as me; returns the parsed body and the round trip in ms. */
async function get(path) {
  const sent = performance.now();
  const response = await fetch(server.url + path, { headers: { Authorization: token } });
  const body = await response.json();
  const ms = performance.now() - sent;
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
  return { body, ms };
}

/** What the server's request log says each request since log row `after` took. */
async function serverTimes(after) {
  const { times } = await server.ask({ requestTimes: after }, 'times');
  return times;
}

/** The same reads on better-sqlite3, turned into the same JSON as the API's answers. */
function baselineReads(file) {
  const base = new Database(file, { readonly: true });
  base.pragma('cache_size = -32000');
  const page = base.prepare(
    'SELECT m.* FROM messages m WHERE m.chat = ? AND m.seq < ? AND EXISTS (SELECT 1 FROM ' +
      'chat_members cm WHERE cm.chat = m.chat AND cm.user = ?) ORDER BY m.seq DESC LIMIT 30',
  );
  const members = base.prepare('SELECT * FROM chat_members WHERE user = ? LIMIT ?');
  const chats = base.prepare(
    'SELECT c.* FROM chats c WHERE c.id IN (SELECT chat FROM chat_members WHERE user = ?)',
  );
  const unread = base.prepare(
    'SELECT cm.chat, cm.readSeq, (SELECT COUNT(*) FROM messages m WHERE m.chat = cm.chat AND ' +
      'm.seq > cm.readSeq AND m.author != cm.user AND m.deleted = 0) AS unread ' +
      'FROM chat_members cm WHERE cm.user = ?',
  );
  const record = (name, row) => ({ collectionId: '', collectionName: name, ...row });
  const message = (row) => ({
    ...record('messages', row),
    attachments: JSON.parse(row.attachments),
    deleted: Boolean(row.deleted),
  });
  const pageOf = (items, perPage) =>
    JSON.stringify({ page: 1, perPage, totalItems: -1, totalPages: -1, items });
  return {
    page: ({ chat, before }) => pageOf(page.all(chat, before, me).map(message), 30),
    list: () => {
      const byId = new Map(chats.all(me).map((row) => [row.id, record('chats', row)]));
      const items = members.all(me, MINE).map(({ readSeq: _hidden, ...row }) => ({
        ...record('chat_members', row),
        expand: { chat: byId.get(row.chat) },
      }));
      return pageOf(items, MINE);
    },
    unread: () => JSON.stringify({ items: unread.all(me) }),
    close: () => base.close(),
  };
}

const cases = ['page', 'list', 'unread'].filter((name) => READS.includes(name));
const argsFor = (name) => (name === 'page' ? nextPage() : undefined);
try {
  db = baselineReads(join(server.ready.dataDir, 'data.db'));
  // Sanity: what each read answers as me.
  const sample = {};
  for (const name of cases) sample[name] = (await get(PATHS[name](argsFor(name)))).body;
  for (let i = 0; i < WARMUP; i++) {
    for (const name of cases) {
      const args = argsFor(name);
      await get(PATHS[name](args));
      db[name](args);
    }
  }
  let after = (await serverTimes(0)).last;
  const loadBefore = loadavg()[0];
  const results = Object.fromEntries(
    cases.map((name) => [name, { roundTrip: [], server: [], baseline: [] }]),
  );
  for (let i = 0; i < ROUNDS; i++) {
    for (const name of cases) {
      const args = argsFor(name);
      results[name].roundTrip.push((await get(PATHS[name](args))).ms);
      const t = performance.now();
      db[name](args);
      results[name].baseline.push(performance.now() - t);
    }
  }
  const times = await serverTimes(after);
  after = times.last;
  for (const item of times.items) {
    const name = item.url.startsWith('/api/collections/messages/')
      ? 'page'
      : item.url.startsWith('/api/collections/chat_members/')
        ? 'list'
        : item.url.startsWith('/api/hearth/chats/unread')
          ? 'unread'
          : null;
    if (name) results[name].server.push(item.ms);
  }
  // The chat list as the app loads it: list and unread of the same round, added up.
  if (results.list && results.unread) {
    results['list + unread'] = Object.fromEntries(
      ['roundTrip', 'server', 'baseline'].map((key) => [
        key,
        results.list[key].map((ms, i) => ms + (results.unread[key][i] ?? Number.NaN)),
      ]),
    );
  }

  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `chat history: ${seeded.messages} messages over ${seeded.chats} chats (${seeded.groups} ` +
      `groups), ${seeded.users} users, ${seeded.members} members; me in ${MINE} chats; ` +
      `${ROUNDS} rounds of each read after ${WARMUP}, one request at a time`,
  );
  console.log(
    `setup: seeded by SQL in ${s(seeded.ms)}, server up in ${s(startMs)}; answers as me: ` +
      `page ${sample.page?.items?.length} items, list ${sample.list?.items?.length} items ` +
      `(${sample.list?.items?.filter((item) => item.expand?.chat).length} with chat expanded), ` +
      `unread ${sample.unread?.items?.length} chats (` +
      `${sample.unread?.items?.reduce((sum, item) => sum + item.unread, 0)} unread in all)`,
  );
  const p = (list, n) => percentile(Float64Array.from(list).sort(), n);
  const rows = Object.entries(results).map(([name, r]) => ({
    read: name,
    'server p50 ms': p(r.server, 50).toFixed(2),
    'server p99 ms': p(r.server, 99).toFixed(2),
    'round trip p50': p(r.roundTrip, 50).toFixed(2),
    'round trip p99': p(r.roundTrip, 99).toFixed(2),
    'bare sqlite p50': p(r.baseline, 50).toFixed(2),
    'bare sqlite p99': p(r.baseline, 99).toFixed(2),
    'p50 ratio': (p(r.server, 50) / p(r.baseline, 50)).toFixed(1),
    'p99 ratio': (p(r.server, 99) / p(r.baseline, 99)).toFixed(1),
    requests: r.server.length,
  }));
  console.table(rows);
  console.log(
    `machine: load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ` +
      `${availableParallelism()} cores (p99s on a busy machine include waiting for a CPU)`,
  );
  console.log(
    `goal: server p99 < ${GOAL_P99} ms each: ` +
      rows
        .filter((row) => row.read !== 'list + unread')
        .map((row) => `${row.read} ${Number(row['server p99 ms']) < GOAL_P99 ? 'met' : 'MISSED'}`)
        .join(', '),
  );
} finally {
  db?.close();
  await server.stop();
}
