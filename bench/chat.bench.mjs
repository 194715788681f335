// Chat send → delivered: USERS users, each with one SSE connection subscribed to `messages`
// (`messages/*`, no expand, as the web app subscribes), in direct chats (DIRECT each, with
// friends) and groups of 5–50 members (everyone in one, about half in a second: the fixed seeded
// layout of bench/lib/chat-layout.mjs), and RATE messages per second in all for SECONDS after
// WARMUP seconds, each sent as the app sends it: `POST /api/collections/messages/records` with
// `{ chat, author, kind: 'text', text, clientId }` and the author's token. Each message is timed
// from its request being sent to its delivery to every member of the chat, the sender included
// (the sender's other tabs hear it too, so its own stream counts). The author is a random user
// and the chat a random one of theirs, from a fixed seed, so both servers get the same messages.
//
// Hearth (server/dist: run `npm run build` first) runs beside a bare node:http + better-sqlite3
// server (bench/lib/bare-chat-server.mjs) with the same users, chats and members and its own
// USERS connections; every message goes to both, in alternating order, so a busy moment on a
// shared machine hits both alike. Each server runs in its own child process (Hearth's seeded by
// SQL there, tokens signed there); all clients run here. Reported per server: delivered p50/p99,
// deliveries/s, the server's CPU time per message (/proc, user + system), memory per connection
// (RSS after GC, connected minus idle, over USERS), and deliveries lost or duplicated (counted
// per message and user, warm-up included, for every message the server accepted; both must be 0;
// sends that failed, e.g. timed out, are counted apart); then Hearth/bare ratios and
// the goals (p50 < 50 ms, p99 < 150 ms, p99 ≤ 2× bare). Setup is timed apart, in no figure.
// On a shared machine, the share of the run each server's main thread spent runnable but waiting
// for a CPU (/proc/PID/schedstat) and the load average are printed beside the figures.
//
// This process holds 2 × USERS streams and each server USERS, so `ulimit -n` must exceed
// 2 × USERS + a few hundred (10,200 at the defaults); it is checked before anything starts.
//
//   npm run build && node bench/chat.bench.mjs
//   (env: USERS=5000, RATE=200, SECONDS=30, WARMUP=5, DIRECT=4; e.g. USERS=500 RATE=50 SECONDS=10)
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chatLayout, messagePlan } from './lib/chat-layout.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { cpuTimeMs, schedStatMs } from './lib/harness.mjs';
import { openUserClients } from './lib/presence-clients.mjs';
import { eachLimit, percentile } from './lib/sse-clients.mjs';

const USERS = Number(process.env.USERS ?? 5000);
const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 5);
const DIRECT = Number(process.env.DIRECT ?? 4);
const TOPIC = 'messages/*';
const GOAL = { p50: 50, p99: 150, ratio: 2 };
const lib = (name) => fileURLToPath(new URL(`./lib/${name}`, import.meta.url));

const openFiles = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout);
const neededFiles = 2 * USERS + 200;
if (openFiles < neededFiles) {
  console.error(
    `ulimit -n is ${openFiles}; ${neededFiles} needed: run \`ulimit -n ${neededFiles}\``,
  );
  process.exit(1);
}

const layout = chatLayout(USERS, { direct: DIRECT });
const warmupCount = Math.round(WARMUP * RATE);
const measuredCount = Math.round(SECONDS * RATE);
const plan = messagePlan(layout, warmupCount + measuredCount);
const userIndex = new Map(layout.ids.map((id, i) => [id, i]));
/** Message `n`'s clientId (unique per author on each server: `n` is never reused). */
const clientIdOf = (n) => `bench${n}`;

async function send(url, body, token) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
/** An error's message with its cause's code (`fetch failed` alone says little). */
const describe = (error) =>
  error.cause ? `${error.message}: ${error.cause.code ?? error.cause.message}` : error.message;

const targets = [
  {
    name: 'bare node:http',
    start: async () => {
      const server = await startChildServer(lib('bare-chat-server.mjs'), [USERS, DIRECT]);
      const { users } = await server.ask('users', 'users');
      return { server, users };
    },
  },
  {
    name: 'hearth',
    start: async () => {
      const options = { chat: { kind: 'chat', users: USERS, direct: DIRECT } };
      const server = await startChildServer(lib('hearth-server.mjs'), [JSON.stringify(options)]);
      const started = performance.now();
      const { users, seeded } = await server.ask('users', 'users');
      return { server, users, seeded, tokensMs: performance.now() - started };
    },
  },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (time) => sleep(Math.max(0, time - performance.now()));

/** Starts one server, connects and subscribes a stream per user; times each step. */
async function prepare(target) {
  let started = performance.now();
  const { server, users, seeded, tokensMs } = await target.start();
  const setup = { startMs: performance.now() - started, seeded, tokensMs };
  const idle = (await server.memory()).memory;
  const total = plan.length;
  const state = {
    target,
    server,
    setup,
    tokens: users.map((user) => user.token),
    sentAt: new Float64Array(total),
    measured: new Uint8Array(total),
    /** Per message, whether the server accepted it (a failed send has nobody to reach). */
    accepted: new Uint8Array(total),
    /** Per message, the users (indices) who heard it. */
    heard: Array.from({ length: total }, () => new Set()),
    latencies: [],
    requestLatencies: [],
    deliveries: 0,
    measuredDeliveries: 0,
    duplicated: 0,
    wrongAudience: 0,
    unexpected: 0,
    seqMissing: 0,
    failures: [],
  };
  const onEvent = (client, name, data, now) => {
    const record = data?.record;
    const n = name === TOPIC && data.action === 'create' ? Number(record?.text?.slice(1)) : NaN;
    if (!Number.isInteger(n) || n < 0 || n >= total || record.clientId !== clientIdOf(n)) {
      state.unexpected++;
      return;
    }
    const user = userIndex.get(client.user);
    const chat = layout.chats[plan[n].chat];
    if (record.chat !== chat.id || !chat.members.includes(user)) state.wrongAudience++;
    if (!(record.seq > 0)) state.seqMissing++;
    const heard = state.heard[n];
    if (heard.has(user)) {
      state.duplicated++;
      return;
    }
    heard.add(user);
    state.deliveries++;
    if (state.measured[n]) {
      state.measuredDeliveries++;
      state.latencies.push(now - state.sentAt[n]);
    }
  };
  started = performance.now();
  state.clients = await openUserClients(`${server.url}/api/realtime`, layout.ids, onEvent);
  setup.connectMs = performance.now() - started;
  started = performance.now();
  await eachLimit(state.clients, 50, async (client) => {
    const token = state.tokens[userIndex.get(client.user)];
    const body = { clientId: client.id, subscriptions: [TOPIC] };
    const response = await fetch(`${server.url}/api/realtime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`subscribe: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  });
  setup.subscribeMs = performance.now() - started;
  const connected = await server.memory();
  if (connected.clients !== USERS) throw new Error(`${connected.clients} clients connected`);
  state.rssPerConnection = (connected.memory.rss - idle.rss) / USERS;
  state.heapPerConnection =
    (connected.memory.heapUsed + connected.memory.external - idle.heapUsed - idle.external) / USERS;
  return state;
}

/** Sends messages `from`…`to - 1` of the plan at RATE to every server, alternating the order. */
async function paced(states, from, to, measured) {
  const start = performance.now();
  const requests = [];
  for (let n = from; n < to; n++) {
    await sleepUntil(start + ((n - from) * 1000) / RATE);
    const { author, chat } = plan[n];
    const body = {
      chat: layout.chats[chat].id,
      author: layout.ids[author],
      kind: 'text',
      text: `t${n}`,
      clientId: clientIdOf(n),
    };
    const ordered = n % 2 === 0 ? states : [...states].reverse();
    for (const state of ordered) {
      const sentAt = performance.now();
      state.sentAt[n] = sentAt;
      state.measured[n] = measured ? 1 : 0;
      const url = `${state.server.url}/api/collections/messages/records`;
      requests.push(
        send(url, body, state.tokens[author]).then(
          () => {
            state.accepted[n] = 1;
            if (measured) state.requestLatencies.push(performance.now() - sentAt);
          },
          (error) => state.failures.push(describe(error)),
        ),
      );
    }
  }
  await Promise.all(requests);
  return start;
}

/**
 * Expected deliveries of messages `from`…`to - 1`: every member of each one's chat (with
 * `accepted`, only of the messages the server accepted).
 */
const expectedDeliveries = (from, to, accepted) =>
  plan
    .slice(from, to)
    .reduce(
      (sum, { chat }, i) =>
        accepted && !accepted[from + i] ? sum : sum + layout.chats[chat].members.length,
      0,
    );

/**
 * Waits until each server delivered `expected(state)` (or nothing new came for `stallMs`).
 */
async function waitForDeliveries(states, expected, key, stallMs = 10_000) {
  for (const state of states) state.doneAt = undefined;
  let last = states.map((state) => state[key]);
  let progressAt = performance.now();
  while (performance.now() - progressAt < stallMs) {
    for (const state of states) {
      if (state.doneAt === undefined && state[key] >= expected(state)) {
        state.doneAt = performance.now();
      }
    }
    if (states.every((state) => state.doneAt !== undefined)) return;
    const now = states.map((state) => state[key]);
    if (now.some((value, i) => value !== last[i])) progressAt = performance.now();
    last = now;
    await sleep(5);
  }
  for (const state of states) state.doneAt ??= performance.now();
}

const states = [];
try {
  for (const target of targets) states.push(await prepare(target));
  await paced(states, 0, warmupCount, false);
  const warmupExpected = (state) => expectedDeliveries(0, warmupCount, state.accepted);
  await waitForDeliveries(states, warmupExpected, 'deliveries', 5000);
  const loadBefore = loadavg()[0];
  const benchSchedBefore = schedStatMs(process.pid);
  for (const state of states) {
    state.cpuBefore = cpuTimeMs(state.server.pid);
    state.schedBefore = schedStatMs(state.server.pid);
  }
  const start = await paced(states, warmupCount, plan.length, true);
  const expected = (state) => expectedDeliveries(warmupCount, plan.length, state.accepted);
  await waitForDeliveries(states, expected, 'measuredDeliveries');
  for (const state of states) {
    state.cpuAfter = cpuTimeMs(state.server.pid);
    state.schedAfter = schedStatMs(state.server.pid);
  }
  const benchSchedAfter = schedStatMs(process.pid);
  const windowMs = performance.now() - start;

  const allExpected = expectedDeliveries(0, plan.length);
  const summary = states.map((state) => {
    const sorted = Float64Array.from(state.latencies).sort();
    const requests = Float64Array.from(state.requestLatencies).sort();
    return {
      name: state.target.name,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
      perSecond: state.measuredDeliveries / ((state.doneAt - start) / 1000),
      failed: state.failures.length,
      lost: expectedDeliveries(0, plan.length, state.accepted) - state.deliveries,
      duplicated: state.duplicated,
      cpuMs: (state.cpuAfter - state.cpuBefore) / measuredCount,
      waitingShare: (state.schedAfter.waiting - state.schedBefore.waiting) / windowMs,
      requestP50: percentile(requests, 50),
      requestP99: percentile(requests, 99),
      rss: state.rssPerConnection,
      heap: state.heapPerConnection,
    };
  });

  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const groups = layout.chats.filter((chat) => chat.kind === 'group');
  const inGroups = plan.filter(({ chat }) => layout.chats[chat].kind === 'group').length;
  console.log(
    `chat: ${USERS} users, one SSE connection each (${TOPIC}) per server; ` +
      `${layout.chats.length - groups.length} direct chats (${DIRECT} per user), ${groups.length} ` +
      `groups of ${Math.min(...groups.map((g) => g.members.length))}–` +
      `${Math.max(...groups.map((g) => g.members.length))}; ${measuredCount} messages at ` +
      `${RATE}/s after ${warmupCount} warm-up ones (${((inGroups / plan.length) * 100).toFixed(0)}% ` +
      `to groups, ${(allExpected / plan.length).toFixed(1)} deliveries each, sender included)`,
  );
  for (const state of states) {
    const { setup } = state;
    const seeded = setup.seeded
      ? `seeded ${setup.seeded.users} users, ${setup.seeded.friendships} friendships, ` +
        `${setup.seeded.chats} chats, ${setup.seeded.members} members by SQL in ` +
        `${s(setup.seeded.ms)}, ${USERS} tokens signed in ${s(setup.tokensMs)}, `
      : '';
    console.log(
      `setup ${state.target.name}: started in ${s(setup.startMs)} (${seeded}` +
        `${USERS} streams in ${s(setup.connectMs)}, subscribed in ${s(setup.subscribeMs)})`,
    );
  }
  console.table(
    summary.map((r) => ({
      server: r.name,
      'p50 ms': r.p50.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
      'max ms': r.max.toFixed(1),
      'deliveries/s': Math.round(r.perSecond),
      'failed sends': r.failed,
      lost: r.lost,
      duplicated: r.duplicated,
      'CPU ms/msg': r.cpuMs.toFixed(2),
      'waited for CPU': `${(r.waitingShare * 100).toFixed(0)}%`,
      'send p50 ms': r.requestP50.toFixed(1),
      'send p99 ms': r.requestP99.toFixed(1),
      'RSS/conn': kib(r.rss),
      'heap/conn': kib(r.heap),
    })),
  );
  for (const state of states) {
    const problems = [
      state.failures.length ? `${state.failures.length} failed sends (${state.failures[0]})` : '',
      state.wrongAudience ? `${state.wrongAudience} deliveries to non-members` : '',
      state.unexpected ? `${state.unexpected} other events` : '',
      state.seqMissing ? `${state.seqMissing} deliveries without seq` : '',
    ].filter(Boolean);
    if (problems.length) console.log(`${state.target.name}: ${problems.join('; ')}`);
  }
  const benchWaiting = (benchSchedAfter.waiting - benchSchedBefore.waiting) / windowMs;
  console.log(
    `machine: load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ` +
      `${availableParallelism()} cores; over the measured ${s(windowMs)} each server's main ` +
      `thread was runnable but waiting for a CPU the share shown above ("waited for CPU"), this ` +
      `process's ${(benchWaiting * 100).toFixed(0)}%`,
  );
  const [bare, hearth] = summary;
  const ratio = (key) => hearth[key] / bare[key];
  console.log(
    `hearth/bare: p50 ${ratio('p50').toFixed(2)}, p99 ${ratio('p99').toFixed(2)}, ` +
      `CPU per message ${ratio('cpuMs').toFixed(2)}, RSS per connection ${ratio('rss').toFixed(2)}`,
  );
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  console.log(
    `goals: p50 < ${GOAL.p50} ms: ${verdict(hearth.p50 < GOAL.p50)} (${hearth.p50.toFixed(1)}); ` +
      `p99 < ${GOAL.p99} ms: ${verdict(hearth.p99 < GOAL.p99)} (${hearth.p99.toFixed(1)}); ` +
      `p99 ≤ ${GOAL.ratio}× bare: ${verdict(ratio('p99') <= GOAL.ratio)} ` +
      `(${ratio('p99').toFixed(2)}); nothing lost or duplicated: ` +
      `${verdict(hearth.lost === 0 && hearth.duplicated === 0)}; every send accepted: ` +
      `${verdict(hearth.failed === 0)}`,
  );
} finally {
  for (const state of states) {
    for (const client of state.clients ?? []) client.close();
    await state.server.stop();
  }
}
