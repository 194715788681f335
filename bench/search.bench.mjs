// Message search on a big database: MESSAGES messages in English, Chinese, Japanese and a mix
// of them (bench/lib/search-corpus.mjs) over CHATS chats among USERS users, "me" (user 0) in
// MINE of them (the layout of bench/chat-history.bench.mjs), seeded by SQL before search is
// installed and then indexed by search's own migration, as an upgraded install is
// (bench/lib/search-server.mjs). As me, one request at a time, ROUNDS of each kind of query
// after WARMUP:
//   GET /api/hearth/search?q=<2 CJK characters | 4 CJK characters | an English word>
// Times are the server's own (from the request's headers being read to its response being
// finished) with the loopback round trip beside them. The query baseline is the same index
// query (the server's own SQL, from server/dist) on a read-only better-sqlite3 connection in this
// process, with the page's messages, authors and chats read and turned into JSON: what a search
// costs with no server around it. Then messages are sent as the app sends them
// (`POST /api/collections/messages/records`, CONCURRENCY at a time) to my groups: INSERTS with the
// index's write hook on and as many with it off (the insert baseline), in ROUNDS_INSERT rounds of
// each, alternating, with the server's CPU time per insert beside the throughput; and the queries
// are measured again on the index those inserts left. Also printed: the migration's indexing time
// and the index's size against the messages'.
// Goals: round-trip p95 < 50 ms for each kind of query; inserts keep ≥ 70% of their throughput.
//
//   npm run build -w @hearth/shared && npm run build -w @hearth/server
//   node bench/search.bench.mjs            # a million messages
//   node bench/search.bench.mjs 100000     # a quicker run
//   (env: MESSAGES=1000000, CHATS=10000, USERS=2000, MINE=200, ROUNDS=200, WARMUP=20,
//    INSERTS=3000, ROUNDS_INSERT=6, CONCURRENCY=4)
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { parseSearchQuery } from '../server/dist/features/search/search-query.js';
import { sqliteSearchIndex } from '../server/dist/features/search/sqlite-search-index.js';
import { sqliteDialect } from '../server/dist/storage/sqlite/sqlite-dialect.js';
import { historyLayout } from './lib/chat-layout.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { cpuTimeMs } from './lib/harness.mjs';
import { QUERIES, messageTexts } from './lib/search-corpus.mjs';
import { eachLimit, percentile } from './lib/sse-clients.mjs';

const MESSAGES = Number(process.argv[2] ?? process.env.MESSAGES ?? 1_000_000);
const CHATS = Number(process.env.CHATS ?? 10_000);
const USERS = Number(process.env.USERS ?? 2000);
const MINE = Number(process.env.MINE ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 20);
const INSERTS = Number(process.env.INSERTS ?? 3000);
const ROUNDS_INSERT = Number(process.env.ROUNDS_INSERT ?? 6);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const GOAL_P95_MS = 50;
const GOAL_INSERT_SHARE = 0.7;
const PER_PAGE = 20;
const lib = (name) => fileURLToPath(new URL(`./lib/${name}`, import.meta.url));

const layout = historyLayout(USERS, CHATS, { mine: MINE });
const me = layout.ids[0];
const myChats = layout.chatsOf[0].map((c) => layout.chats[c].id);
// note: direct chats need a friendship to write in, which the history layout does not seed.
const myGroups = layout.chatsOf[0]
  .filter((c) => layout.chats[c].kind === 'group')
  .map((c) => layout.chats[c].id);

const options = { users: USERS, chats: CHATS, messages: MESSAGES, mine: MINE };
let started = performance.now();
const server = await startChildServer(lib('search-server.mjs'), [JSON.stringify(options)]);
const startMs = performance.now() - started;
const { seeded, migrationMs } = server.ready;
const { users } = await server.ask('users', 'users');
const token = users[0].token;

/** Requests `path` as me; returns the parsed body and the round trip in ms. */
async function request(path, init = {}) {
  const sent = performance.now();
  const response = await fetch(server.url + path, {
    ...init,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
  });
  const body = await response.json();
  const ms = performance.now() - sent;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return { body, ms };
}

const searchPath = (q) => `/api/hearth/search?${new URLSearchParams({ q })}`;

/**
 * The same search on better-sqlite3 in this process: the server's index query (its SQL, run on
 * a bare connection), then the page's messages with their authors and chats, as JSON.
 */
function bareSearch(file) {
  const db = new Database(file, { readonly: true });
  db.pragma('cache_size = -32000');
  const q = {
    dialect: sqliteDialect,
    all: async (sql, params = []) => db.prepare(sql).all(...params),
  };
  const rowsOf = (table, ids) =>
    db.prepare(`SELECT * FROM ${table} WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids);
  return {
    async search(text) {
      const ids = await sqliteSearchIndex.find(q, {
        terms: parseSearchQuery(text),
        user: me,
        chats: myChats,
        author: null,
        after: null,
        before: null,
        limit: PER_PAGE,
        offset: 0,
      });
      if (ids.length === 0) return JSON.stringify({ items: [] });
      const byId = new Map(rowsOf('messages', ids).map((m) => [m.id, m]));
      const messages = ids.map((id) => byId.get(id));
      const authors = new Map(
        rowsOf('users', [...new Set(messages.map((m) => m.author))]).map((u) => [u.id, u]),
      );
      const chats = new Map(
        rowsOf('chats', [...new Set(messages.map((m) => m.chat))]).map((c) => [c.id, c]),
      );
      return JSON.stringify({
        items: messages.map((m) => ({
          message: { ...m, expand: { author: authors.get(m.author), chat: chats.get(m.chat) } },
        })),
      });
    },
    close: () => db.close(),
  };
}

/** Sends `count` messages to my groups, CONCURRENCY at a time; answers the time and CPU used. */
async function insertRound(texts, count, round) {
  const cpuBefore = cpuTimeMs(server.pid);
  const sentAt = performance.now();
  const plan = Array.from({ length: count }, (_, i) => i);
  await eachLimit(plan, CONCURRENCY, async (i) => {
    const chat = myGroups[(round * count + i) % myGroups.length];
    await request('/api/collections/messages/records', {
      method: 'POST',
      body: JSON.stringify({ chat, author: me, kind: 'text', text: texts.next() }),
    });
  });
  return { ms: performance.now() - sentAt, cpuMs: cpuTimeMs(server.pid) - cpuBefore };
}

/** ROUNDS of each kind of query, one request at a time, timed here, in the server and bare. */
async function measureQueries(kinds, queryAt) {
  const results = Object.fromEntries(
    kinds.map((kind) => [kind, { roundTrip: [], server: [], bare: [], hits: [] }]),
  );
  const after = (await server.ask({ requestTimes: 0 }, 'times')).times.last;
  for (let i = 0; i < ROUNDS; i++) {
    for (const kind of kinds) {
      const { body, ms } = await request(searchPath(queryAt(kind, i)));
      results[kind].roundTrip.push(ms);
      results[kind].hits.push(body.items.length);
      const t = performance.now();
      await bare.search(queryAt(kind, i));
      results[kind].bare.push(performance.now() - t);
    }
  }
  const { items } = (await server.ask({ requestTimes: after }, 'times')).times;
  const searches = items.filter((item) => item.url.startsWith('/api/hearth/search'));
  // note: one request at a time, in the order sent: the nth timed search is the nth sent.
  searches.forEach((item, n) => results[kinds[n % kinds.length]].server.push(item.ms));
  return results;
}

const p = (list, n) => percentile(Float64Array.from(list).sort(), n);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
let bare;
try {
  bare = bareSearch(join(server.ready.dataDir, 'data.db'));
  const sizes = (await server.ask('sizes', 'sizes')).sizes;
  const kinds = Object.keys(QUERIES);
  const queryAt = (kind, i) => QUERIES[kind][i % QUERIES[kind].length];
  for (let i = 0; i < WARMUP; i++) {
    for (const kind of kinds) {
      await request(searchPath(queryAt(kind, i)));
      await bare.search(queryAt(kind, i));
    }
  }
  const loadBefore = loadavg()[0];
  const compacted = await measureQueries(kinds, queryAt);

  const texts = messageTexts(97);
  const inserts = { on: { ms: 0, cpuMs: 0, count: 0 }, off: { ms: 0, cpuMs: 0, count: 0 } };
  const perRound = Math.max(1, Math.floor(INSERTS / ROUNDS_INSERT));
  await insertRound(texts, Math.min(200, perRound), 0);
  for (let round = 0; round < ROUNDS_INSERT * 2; round++) {
    // note: alternating, so a busy moment on a shared machine hits both alike.
    const mode = round % 2 === 0 ? 'on' : 'off';
    await server.ask({ indexing: mode === 'on' }, 'indexingSet');
    const { ms, cpuMs } = await insertRound(texts, perRound, round + 1);
    inserts[mode].ms += ms;
    inserts[mode].cpuMs += cpuMs;
    inserts[mode].count += perRound;
  }
  await server.ask({ indexing: true }, 'indexingSet');
  const afterInserts = await measureQueries(kinds, queryAt);
  const later = (await server.ask('sizes', 'sizes')).sizes;

  console.log(
    `message search: ${seeded.messages} messages over ${seeded.chats} chats (${seeded.groups} ` +
      `groups), ${seeded.users} users; me in ${MINE} chats; ${ROUNDS} rounds of each kind of ` +
      `query after ${WARMUP}, one request at a time`,
  );
  console.log(
    `setup: seeded by SQL in ${s(seeded.ms)}, texts written in ${s(seeded.rewriteMs)}, server up ` +
      `in ${s(startMs)} of which search's migration indexed them in ${s(migrationMs)} ` +
      `(${Math.round(seeded.messages / (migrationMs / 1000))} messages/s)`,
  );
  console.log(
    `size: messages ${mb(sizes.messages)} (their text ${mb(sizes.text)}); index ` +
      `${mb(sizes.fts + sizes.rows)} = FTS5 ${mb(sizes.fts)} + id map ${mb(sizes.rows)}: ` +
      `${((sizes.fts + sizes.rows) / sizes.messages).toFixed(2)}× the messages, ` +
      `${((sizes.fts + sizes.rows) / sizes.text).toFixed(2)}× their text`,
  );
  const table = (results) =>
    Object.entries(results).map(([kind, r]) => ({
      query: kind,
      'server p50 ms': p(r.server, 50).toFixed(2),
      'server p95 ms': p(r.server, 95).toFixed(2),
      'round trip p50': p(r.roundTrip, 50).toFixed(2),
      'round trip p95': p(r.roundTrip, 95).toFixed(2),
      'bare p50': p(r.bare, 50).toFixed(2),
      'bare p95': p(r.bare, 95).toFixed(2),
      'p95 ratio': (p(r.server, 95) / p(r.bare, 95)).toFixed(1),
      'hits/page': (r.hits.reduce((a, b) => a + b, 0) / r.hits.length).toFixed(1),
      requests: r.server.length,
    }));
  console.log(`queries on the index as the migration left it (FTS5 segments: ${sizes.segments}):`);
  const rows = table(compacted);
  console.table(rows);
  console.log(
    `queries after the ${inserts.on.count + inserts.off.count + Math.min(200, perRound)} ` +
      `inserts below, before the daily compaction (FTS5 segments: ${later.segments}):`,
  );
  const laterRows = table(afterInserts);
  console.table(laterRows);
  const rate = (mode) => inserts[mode].count / (inserts[mode].ms / 1000);
  const cpu = (mode) => inserts[mode].cpuMs / inserts[mode].count;
  const share = rate('on') / rate('off');
  console.table(
    ['on', 'off'].map((mode) => ({
      'index hook': mode,
      inserts: inserts[mode].count,
      'inserts/s': rate(mode).toFixed(0),
      'server CPU ms/insert': cpu(mode).toFixed(3),
    })),
  );
  console.log(
    `inserts with the index: ${(share * 100).toFixed(0)}% of the throughput without it ` +
      `(CPU per insert ×${(cpu('on') / cpu('off')).toFixed(2)}); ${CONCURRENCY} at a time`,
  );
  console.log(
    `machine: load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ` +
      `${availableParallelism()} cores (p95s on a busy machine include waiting for a CPU)`,
  );
  console.log(
    `goals: round-trip p95 < ${GOAL_P95_MS} ms: ` +
      [
        ...rows.map((row) => ({ ...row, when: 'compacted' })),
        ...laterRows.map((row) => ({ ...row, when: 'after inserts' })),
      ]
        .map((row) => {
          const met = Number(row['round trip p95']) < GOAL_P95_MS;
          return `${row.query} (${row.when}) ${met ? 'met' : 'MISSED'}`;
        })
        .join(', ') +
      `; inserts ≥ ${GOAL_INSERT_SHARE * 100}%: ${share >= GOAL_INSERT_SHARE ? 'met' : 'MISSED'}`,
  );
} finally {
  bare?.close();
  await server.stop();
}
