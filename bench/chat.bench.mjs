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
import { CHAT_TOPIC, chatTraffic } from './lib/chat-traffic.mjs';
import { startChildServer } from './lib/child-server.mjs';

const USERS = Number(process.env.USERS ?? 5000);
const RATE = Number(process.env.RATE ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 30);
const WARMUP = Number(process.env.WARMUP ?? 5);
const DIRECT = Number(process.env.DIRECT ?? 4);
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
const traffic = chatTraffic({ layout, plan, rate: RATE, warmupCount });

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

/** Starts one server, connects and subscribes a stream per user; times each step. */
async function prepare(target) {
  const started = performance.now();
  const { server, users, seeded, tokensMs } = await target.start();
  const setup = { startMs: performance.now() - started, seeded, tokensMs };
  const idle = (await server.memory()).memory;
  const state = traffic.newState({
    name: target.name,
    baseUrlOf: () => server.url,
    tokens: users.map((user) => user.token),
    pids: [server.pid],
  });
  Object.assign(state, { target, server, setup });
  Object.assign(setup, await traffic.connect(state));
  const connected = await server.memory();
  if (connected.clients !== USERS) throw new Error(`${connected.clients} clients connected`);
  state.rssPerConnection = (connected.memory.rss - idle.rss) / USERS;
  state.heapPerConnection =
    (connected.memory.heapUsed + connected.memory.external - idle.heapUsed - idle.external) / USERS;
  return state;
}

const states = [];
try {
  for (const target of targets) states.push(await prepare(target));
  const { start, windowMs, loadBefore, benchWaiting } = await traffic.run(states);

  const allExpected = traffic.expectedDeliveries(0, plan.length);
  const summary = states.map((state) => ({
    ...traffic.summarize(state, start),
    rss: state.rssPerConnection,
    heap: state.heapPerConnection,
  }));

  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const groups = layout.chats.filter((chat) => chat.kind === 'group');
  const inGroups = plan.filter(({ chat }) => layout.chats[chat].kind === 'group').length;
  console.log(
    `chat: ${USERS} users, one SSE connection each (${CHAT_TOPIC}) per server; ` +
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
    const problems = traffic.problems(state);
    if (problems.length) console.log(`${state.name}: ${problems.join('; ')}`);
  }
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
    traffic.close(state);
    await state.server.stop();
  }
}
