// Realtime routed by subject: PROCESSES Hearth processes on one PostgreSQL database with a NATS
// server between them (NATS_URL), carrying bench/chat.bench's traffic (USERS users with one SSE
// stream each on `messages/*`, user i on process i mod PROCESSES, RATE messages per second in
// direct chats and groups, sent as the app sends them). Every delivery to every member is counted,
// so losses and duplicates show.
//
// What it is about: the messages each process receives from the broker (the `busReceived` of
// `GET /api/hearth/console/stats`, read before and after the traffic) against its own clients'
// share of the traffic, the deliveries its clients should get. Target: at most 1.5× that share
// for every process, nothing lost or duplicated. Beside it, what LISTEN/NOTIFY would make each
// process receive: every message.
//
// PostgreSQL is a private cluster and NATS a private server started here
// (scripts/postgres-cluster.mjs, scripts/nats-server.mjs), both removed at the end.
//
//   npm run build -w @hearth/server && node bench/nats.bench.mjs
//   (env: PROCESSES=4, USERS=1000, RATE=50, CHAT_SECONDS=15, CHAT_WARMUP=3, DIRECT=4)
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { startNatsServer } from '../scripts/nats-server.mjs';
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { chatLayout, messagePlan } from './lib/chat-layout.mjs';
import { chatTraffic } from './lib/chat-traffic.mjs';
import { startHearth, tempDir } from './lib/harness.mjs';
import { call } from './lib/hearth-setup.mjs';
import {
  createDatabase,
  dropDatabase,
  impersonateAll,
  seedScale,
  superuserToken,
} from './lib/scale-data.mjs';

const PROCESSES = Number(process.env.PROCESSES ?? 4);
const USERS = Number(process.env.USERS ?? 1000);
const RATE = Number(process.env.RATE ?? 50);
const CHAT_SECONDS = Number(process.env.CHAT_SECONDS ?? 15);
const CHAT_WARMUP = Number(process.env.CHAT_WARMUP ?? 3);
const DIRECT = Number(process.env.DIRECT ?? 4);
/** The most a process may receive from the broker, as a multiple of its clients' deliveries. */
const TARGET = 1.5;

const openFiles = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout);
if (openFiles < USERS + 200) {
  console.error(
    `ulimit -n is ${openFiles}; ${USERS + 200} needed: run \`ulimit -n ${USERS + 200}\``,
  );
  process.exit(1);
}
delete process.env.DATABASE_URL;
delete process.env.NATS_URL;

const layout = chatLayout(USERS, { direct: DIRECT });
const warmupCount = Math.round(CHAT_WARMUP * RATE);
const plan = messagePlan(layout, warmupCount + Math.round(CHAT_SECONDS * RATE));
const processOf = (user) => user % PROCESSES;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const runStarted = performance.now();
const loadBefore = loadavg()[0];

const cluster = await startPostgresCluster();
const nats = await startNatsServer();
const dirs = [];
const servers = [];
let databaseUrl = null;
try {
  if (!cluster.ok) throw new Error(`PostgreSQL is not available: ${cluster.reason}`);
  if (!nats.ok) throw new Error(`NATS is not available: ${nats.reason}`);
  databaseUrl = await createDatabase(cluster.url, `hearth_nats_${process.pid}`);
  dirs.push(tempDir('hearth-bench-nats-'));
  console.log(`seeded PostgreSQL: ${await seedScale(dirs[0].dir, databaseUrl, USERS, DIRECT)}`);
  for (let i = 0; i < PROCESSES; i++) {
    dirs.push(tempDir('hearth-bench-nats-'));
    const env = { DATABASE_URL: databaseUrl, NATS_URL: nats.url };
    servers.push(await startHearth(dirs.at(-1).dir, env));
  }
  await measure();
} finally {
  for (const server of servers) await server.stop();
  if (databaseUrl) await dropDatabase(cluster.url, databaseUrl);
  if (cluster.ok) cluster.stop();
  if (nats.ok) nats.stop();
  for (const dir of dirs) dir.cleanup();
}

/** Runs the chat traffic and prints, per process, what the broker brought it. */
async function measure() {
  const tokens = await impersonateAll(servers[0].url, layout.ids);
  const admin = await superuserToken(servers[0].url);
  const traffic = chatTraffic({ layout, plan, rate: RATE, warmupCount });
  const state = traffic.newState({
    name: `PostgreSQL + NATS, ${PROCESSES} processes`,
    baseUrlOf: (user) => servers[processOf(user)].url,
    tokens,
    pids: servers.map((server) => server.pid),
  });
  try {
    const connected = await traffic.connect(state);
    const before = await busReceived(admin);
    const { start } = await traffic.run([state]);
    const after = await busReceived(admin);
    const chat = traffic.summarize(state, start);
    console.log(
      `${USERS} streams in ${s(connected.connectMs)}, subscribed in ${s(connected.subscribeMs)}` +
        traffic
          .problems(state)
          .map((problem) => `; ${problem}`)
          .join(''),
    );
    printResults(state, chat, before, after);
  } finally {
    traffic.close(state);
  }
}

/** Each process's count of messages received from the broker. */
function busReceived(token) {
  return Promise.all(
    servers.map(async (server) => {
      const stats = await call(server.url, 'GET', '/api/hearth/console/stats', token);
      return { received: stats.busReceived, handled: stats.busHandled };
    }),
  );
}

/** Per process: the deliveries its clients should get of the messages the servers accepted. */
function sharesOf(state) {
  const shares = new Array(PROCESSES).fill(0);
  let messages = 0;
  for (const [n, { chat }] of plan.entries()) {
    if (!state.accepted[n]) continue;
    messages++;
    for (const member of layout.chats[chat].members) shares[processOf(member)]++;
  }
  return { shares, messages };
}

function printResults(state, chat, before, after) {
  const { shares, messages } = sharesOf(state);
  const widths = [8, 8, 15, 16, 8, 9, 14];
  const row = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('');
  console.log(
    `\nChat over NATS: ${PROCESSES} processes, ${USERS} users (user i on process i mod ${PROCESSES}), ` +
      `${messages} messages (${RATE}/s, ${CHAT_WARMUP} s of warm-up included)`,
  );
  console.log(
    row([
      'process',
      'clients',
      'its deliveries',
      'broker messages',
      'ratio',
      'handled',
      'LISTEN/NOTIFY',
    ]),
  );
  let met = true;
  for (let p = 0; p < PROCESSES; p++) {
    const received = after[p].received - before[p].received;
    const handled = after[p].handled - before[p].handled;
    const ratio = received / shares[p];
    met &&= ratio <= TARGET;
    const clients = layout.ids.filter((_, user) => processOf(user) === p).length;
    const cells = [String(p), String(clients), String(shares[p]), String(received)];
    console.log(row([...cells, `${ratio.toFixed(2)}×`, String(handled), String(messages)]));
  }
  console.log(
    `delivered ${state.deliveries}, lost ${chat.lost}, duplicated ${chat.duplicated}; ` +
      `delivery p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms`,
  );
  const clean = chat.lost === 0 && chat.duplicated === 0;
  console.log(
    `target: every process receives at most ${TARGET}× its clients' deliveries, nothing lost or ` +
      `duplicated: ${met && clean ? 'met' : 'not met'}`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, shared by the Hearth processes, PostgreSQL, NATS ` +
      `and this process; load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}; ` +
      `whole run ${s(performance.now() - runStarted)}`,
  );
}
