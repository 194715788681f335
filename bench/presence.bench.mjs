// Presence fan-out: USERS users, each with FRIENDS friends (accepted friendships) and one SSE
// connection subscribed to `hearth/presence`, and RATE status changes per second (a user's mode,
// `PUT /api/hearth/presence/me`, or activity, `POST /api/hearth/presence/activity`), each
// measured from its request being sent to each friend's delivery. Hearth (server/dist: run
// `npm run build` first) runs beside a bare node:http broadcaster that keeps the same friend lists
// in memory (bench/lib/bare-presence-server.mjs), with its own USERS connections: every change
// goes to both, in alternating order, so a busy moment on a shared machine hits both alike. Each
// server runs in its own child process; all clients run here. Reported: change-to-delivery
// p50/p99, deliveries/s, the server's CPU time per change, memory per connection, and (Hearth)
// database writes per change, by the presence service's counter and by SQLite's changed rows.
//
// Users change round-robin in a fixed shuffled order, so one user changes every USERS/RATE
// seconds (the server sends at most one event per user per second). Each change moves its user
// to another state: online → dnd (mode) or idle (activity), dnd → online (mode), idle → online
// (activity). Setup (seeding by SQL in the server's process, tokens signed there, connecting
// and subscribing) is timed apart and is in none of the figures.
//
//   node bench/presence.bench.mjs   (env: USERS, FRIENDS, RATE, SECONDS, WARMUP, PROBE, GRACE)
import { fileURLToPath } from 'node:url';
import { cpuTimeMs } from './lib/harness.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { friendGraph, userId } from './lib/friend-graph.mjs';
import { openUserClients } from './lib/presence-clients.mjs';
import { eachLimit, percentile } from './lib/sse-clients.mjs';

const USERS = Number(process.env.USERS ?? 2000);
const FRIENDS = Number(process.env.FRIENDS ?? 50);
const RATE = Number(process.env.RATE ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 3);
/** Seconds of mode-only, then activity-only changes, for the database writes of each kind. */
const PROBE = Number(process.env.PROBE ?? 2);
/** The presence grace period given to Hearth (PRESENCE_GRACE_SECONDS). */
const GRACE = process.env.GRACE ?? '30';
const TOPIC = 'hearth/presence';
const lib = (name) => fileURLToPath(new URL(`./lib/${name}`, import.meta.url));

const graph = friendGraph(USERS, FRIENDS);
const ids = graph.map((_, i) => userId(i));
const friendSets = new Map(graph.map((list, i) => [ids[i], new Set(list.map((j) => ids[j]))]));
if (USERS / RATE < 3) {
  console.warn(`note: each user changes every ${USERS / RATE} s; the server sends ≤ 1/user/s`);
}

/** A fixed shuffle (mulberry32), so both servers and every run see the same order. */
function shuffled(items, seed = 42) {
  const out = [...items];
  let a = seed;
  const random = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const order = shuffled(ids);

async function send(url, method, body, authorization) {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const targets = [
  {
    name: 'bare node:http',
    start: async () => {
      const server = await startChildServer(lib('bare-presence-server.mjs'), [USERS, FRIENDS]);
      return { server, users: ids.map((id) => ({ id, token: id })) };
    },
    streamPath: '/events',
    subscribe: (url, client, user) =>
      send(`${url}/subscribe`, 'POST', { clientId: client.id }, user.token),
    change: (url, user, client, change) =>
      send(`${url}/change`, 'POST', { state: change.state }, user.token),
  },
  {
    name: 'hearth',
    start: async () => {
      const options = { social: { users: USERS, friends: FRIENDS } };
      const server = await startChildServer(lib('hearth-server.mjs'), [JSON.stringify(options)], {
        env: { PRESENCE_GRACE_SECONDS: GRACE },
      });
      const started = performance.now();
      const { users, seeded } = await server.ask('users', 'users');
      const tokensMs = performance.now() - started;
      if (users.length !== USERS) throw new Error(`${users.length} users seeded`);
      return { server, users, seeded, tokensMs };
    },
    streamPath: '/api/realtime',
    subscribe: (url, client, user) =>
      send(
        `${url}/api/realtime`,
        'POST',
        { clientId: client.id, subscriptions: [TOPIC] },
        user.token,
      ),
    change: (url, user, client, change) =>
      change.kind === 'mode'
        ? send(`${url}/api/hearth/presence/me`, 'PUT', { mode: change.value }, user.token)
        : send(
            `${url}/api/hearth/presence/activity`,
            'POST',
            { clientId: client.id, idle: change.value },
            user.token,
          ),
  },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (time) => sleep(Math.max(0, time - performance.now()));

/** Starts one server, connects and subscribes a client per user; times each step. */
async function prepare(target) {
  let started = performance.now();
  const { server, users, seeded, tokensMs } = await target.start();
  const setup = { startMs: performance.now() - started, seeded, tokensMs };
  const idle = (await server.memory()).memory;
  const state = {
    target,
    server,
    setup,
    users: new Map(users.map((user) => [user.id, user])),
    /** The change each user's friends are waiting to hear about. */
    pending: new Map(),
    measuring: false,
    latencies: [],
    requestLatencies: [],
    matched: 0,
    unexpected: 0,
    wrongAudience: 0,
    lastFrameAt: 0,
    frames: 0,
  };
  const onEvent = (client, name, data, now) => {
    state.frames++;
    state.lastFrameAt = now;
    if (name !== TOPIC) return;
    const change = state.pending.get(data.user);
    if (!friendSets.get(data.user)?.has(client.user)) state.wrongAudience++;
    if (!change || change.state !== data.state) {
      if (state.measuring) state.unexpected++;
      return;
    }
    change.heard++;
    if (change.measured) {
      state.matched++;
      state.latencies.push(now - change.sentAt);
    }
  };
  started = performance.now();
  state.clients = await openUserClients(
    `${server.url}${target.streamPath}`,
    users.map((user) => user.id),
    onEvent,
  );
  setup.connectMs = performance.now() - started;
  started = performance.now();
  await eachLimit(state.clients, 50, (client) =>
    target.subscribe(server.url, client, state.users.get(client.user)),
  );
  setup.subscribeMs = performance.now() - started;
  state.clientOf = new Map(state.clients.map((client) => [client.user, client]));
  state.idleMemory = idle;
  return state;
}

/** Waits until no frame has come for `quietMs` (the connect-time presence storm is over). */
async function settle(states, quietMs = 1500, maxMs = 60_000) {
  const started = performance.now();
  const at = Math.max(...states.map((state) => state.lastFrameAt), started);
  let last = at;
  while (performance.now() - last < quietMs && performance.now() - started < maxMs) {
    await sleep(100);
    last = Math.max(...states.map((state) => state.lastFrameAt), at);
  }
  return performance.now() - started;
}

/** What each user's friends last heard (the same for both servers). */
const current = new Map(ids.map((id) => [id, 'online']));
const MOVES = {
  mode: { online: ['dnd', 'dnd'], dnd: ['online', 'online'] },
  activity: { online: [true, 'idle'], idle: [false, 'online'] },
};

let sequence = 0;
/**
 * The next user in round-robin order and a change that moves them to another state: a mode
 * change (online ⇄ dnd) or an activity change (online ⇄ idle), the two alternating for users
 * who are online. With `only`, users that kind cannot move are skipped.
 */
function nextChange(only) {
  for (;;) {
    const user = order[sequence % USERS];
    const now = current.get(user);
    const kind =
      only ??
      (now === 'dnd' ? 'mode' : now === 'idle' ? 'activity' : ['mode', 'activity'][sequence % 2]);
    sequence++;
    const move = MOVES[kind][now];
    if (!move) continue;
    current.set(user, move[1]);
    return { user, change: { kind, value: move[0], state: move[1] } };
  }
}

/**
 * Sends `count` changes at RATE to every server, alternating which goes first; `only` limits
 * them to one kind.
 */
async function paced(states, count, { measured, only } = {}) {
  const start = performance.now();
  const requests = [];
  const kinds = { mode: 0, activity: 0 };
  for (let n = 0; n < count; n++) {
    await sleepUntil(start + (n * 1000) / RATE);
    const { user, change } = nextChange(only);
    kinds[change.kind]++;
    const ordered = n % 2 === 0 ? states : [...states].reverse();
    for (const state of ordered) {
      const sentAt = performance.now();
      state.pending.set(user, { ...change, sentAt, heard: 0, measured: Boolean(measured) });
      const url = state.server.url;
      requests.push(
        state.target
          .change(url, state.users.get(user), state.clientOf.get(user), change)
          .then(() => {
            if (measured) state.requestLatencies.push(performance.now() - sentAt);
          }),
      );
    }
  }
  await Promise.all(requests);
  return { start, kinds };
}

/** Waits until every server's friends heard `expected` measured deliveries (or it stalls). */
async function waitForDeliveries(states, expected) {
  const deadline = performance.now() + 30_000;
  for (const state of states) state.doneAt = undefined;
  while (performance.now() < deadline) {
    for (const state of states) {
      if (state.doneAt === undefined && state.matched >= expected) state.doneAt = performance.now();
    }
    if (states.every((state) => state.doneAt !== undefined)) return;
    await sleep(5);
  }
  for (const state of states) state.doneAt ??= performance.now();
}

/** Hearth's database counters and its presence service's stats (null for the bare server). */
async function stats(state) {
  if (state.target.name !== 'hearth') return null;
  const { dbChanges, presence } = (await state.server.ask('stats', 'stats')).stats;
  return { dbChanges, presenceWrites: presence?.dbWrites ?? null, presence };
}
const perChange = (after, before, changes, key) =>
  after?.[key] == null || before?.[key] == null ? null : (after[key] - before[key]) / changes;

const states = [];
try {
  for (const target of targets) states.push(await prepare(target));
  const settleMs = await settle(states);
  const setupFrames = states.map((state) => state.frames);
  const hearthState = states.find((state) => state.target.name === 'hearth');
  const setupStats = await stats(hearthState);
  for (const state of states) {
    const connected = await state.server.memory();
    if (connected.clients !== USERS) throw new Error(`${connected.clients} clients connected`);
    const { rss, heapUsed, external } = connected.memory;
    const idle = state.idleMemory;
    state.rssPerConnection = (rss - idle.rss) / USERS;
    state.heapPerConnection = (heapUsed + external - idle.heapUsed - idle.external) / USERS;
  }

  await paced(states, Math.round(WARMUP * RATE));
  await settle(states, 500, 10_000);
  for (const state of states) {
    state.pending.clear();
    state.measuring = true;
    state.cpuBefore = cpuTimeMs(state.server.pid);
    state.statsBefore = await stats(state);
  }
  const changes = Math.round(SECONDS * RATE);
  const { start, kinds } = await paced(states, changes, { measured: true });
  await waitForDeliveries(states, changes * FRIENDS);
  for (const state of states) {
    state.cpuAfter = cpuTimeMs(state.server.pid);
    state.statsAfter = await stats(state);
    state.measuring = false;
  }

  // Probes: database writes of each kind of change alone.
  const probes = {};
  for (const only of PROBE > 0 ? ['mode', 'activity'] : []) {
    await settle(states, 1100, 10_000);
    const before = await stats(hearthState);
    const count = Math.max(1, Math.round(PROBE * RATE));
    const { kinds: probeKinds } = await paced(states, count, { only });
    await settle(states, 1100, 10_000);
    const after = await stats(hearthState);
    probes[only] = {
      changes: count,
      kinds: probeKinds,
      presenceWrites: perChange(after, before, count, 'presenceWrites'),
      dbChanges: perChange(after, before, count, 'dbChanges'),
    };
  }

  const summary = states.map((state) => {
    const sorted = Float64Array.from(state.latencies).sort();
    const requests = Float64Array.from(state.requestLatencies).sort();
    return {
      name: state.target.name,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      perSecond: state.matched / ((state.doneAt - start) / 1000),
      lost: changes * FRIENDS - state.matched,
      unexpected: state.unexpected,
      wrongAudience: state.wrongAudience,
      cpuMs: (state.cpuAfter - state.cpuBefore) / changes,
      requestP99: percentile(requests, 99),
      rss: state.rssPerConnection,
      heap: state.heapPerConnection,
      presenceWrites: perChange(state.statsAfter, state.statsBefore, changes, 'presenceWrites'),
      dbChanges: perChange(state.statsAfter, state.statsBefore, changes, 'dbChanges'),
    };
  });

  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const writes = (value) => (value == null ? 'n/a' : value.toFixed(2));
  console.log(
    `presence: ${USERS} users × ${FRIENDS} friends, one SSE connection each, per server; ` +
      `${changes} changes at ${RATE}/s (${kinds.mode} mode, ${kinds.activity} activity) after ` +
      `${WARMUP} s warm-up; PRESENCE_GRACE_SECONDS=${GRACE}`,
  );
  for (const [i, state] of states.entries()) {
    const { setup } = state;
    const seeded = setup.seeded
      ? `seeded ${setup.seeded.users} users + ${setup.seeded.friendships} friendships by SQL ` +
        `in ${s(setup.seeded.ms)}, ${USERS} tokens signed in ${s(setup.tokensMs)}, `
      : '';
    console.log(
      `setup ${state.target.name}: started in ${s(setup.startMs)} (${seeded}` +
        `${USERS} streams in ${s(setup.connectMs)}, subscribed in ${s(setup.subscribeMs)}, ` +
        `${setupFrames[i]} frames before the changes)`,
    );
  }
  const followed = setupStats?.presence;
  console.log(
    `setup: connect-time events settled in ${s(settleMs)}` +
      (followed
        ? `; hearth presence follows ${followed.users} users, ${followed.connections} ` +
          `connections, ${followed.friendLists} friend lists, published ${followed.events} events`
        : ''),
  );
  console.table(
    summary.map((r) => ({
      server: r.name,
      'p50 ms': r.p50.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      'max ms': r.max.toFixed(1),
      'deliveries/s': Math.round(r.perSecond),
      lost: r.lost,
      'other events': r.unexpected,
      'CPU ms/change': r.cpuMs.toFixed(2),
      'change req p99 ms': r.requestP99.toFixed(1),
      'RSS/conn': kib(r.rss),
      'heap/conn': kib(r.heap),
    })),
  );
  const [bare, hearth] = summary;
  if (bare.wrongAudience + hearth.wrongAudience > 0) {
    const wrong = `bare ${bare.wrongAudience}, hearth ${hearth.wrongAudience}`;
    console.log(`events delivered to non-friends: ${wrong} (expected 0)`);
  }
  const events = perChange(
    hearthState.statsAfter?.presence,
    hearthState.statsBefore?.presence,
    changes,
    'events',
  );
  if (events !== null)
    console.log(`hearth presence events published per change: ${events.toFixed(2)}`);
  console.log(
    `database writes per change (goal 0): presence counter ${writes(hearth.presenceWrites)}, ` +
      `SQLite rows changed ${writes(hearth.dbChanges)}`,
  );
  for (const [kind, probe] of Object.entries(probes)) {
    console.log(
      `  ${kind} changes only (${probe.changes}: ${probe.kinds.mode} mode, ` +
        `${probe.kinds.activity} activity): presence counter ${writes(probe.presenceWrites)}, ` +
        `SQLite rows changed ${writes(probe.dbChanges)}`,
    );
  }
  const ratio = hearth.p99 / bare.p99;
  console.log(
    `p99 latency, hearth/bare: ${ratio.toFixed(2)} (goal ≤ 2: ${ratio <= 2 ? 'met' : 'missed'})`,
  );
  console.log(`p50 latency, hearth/bare: ${(hearth.p50 / bare.p50).toFixed(2)}`);
  console.log(`CPU per change, hearth/bare: ${(hearth.cpuMs / bare.cpuMs).toFixed(2)}`);
} finally {
  for (const state of states) {
    for (const client of state.clients ?? []) client.close();
    await state.server.stop();
  }
}
