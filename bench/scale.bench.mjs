// Hearth on SQLite with one process against PostgreSQL with one and with two processes, in one
// run: the records API (list with filter + sort + 30 per page, view, create; bench/records.bench's
// requests, CONNECTIONS at once) and chat (bench/chat.bench's traffic: USERS users with one SSE
// stream each on `messages/*`, RATE messages per second sent as the app sends them, every
// delivery to every member counted and timed). Each configuration is started as real server
// processes (`node server/bin/hearth.js serve`), measured, and stopped before the next starts:
//   (a) SQLite, one process: the baseline every ratio is against;
//   (b) PostgreSQL, one process;
//   (c) PostgreSQL, two processes on the same database. There is no proxy (it would take CPU
//       from the servers on a small machine): autocannon spreads its connections over both
//       processes' ports, and in chat user i streams from and sends to process i mod 2, so most
//       deliveries cross from one process to the other through PostgreSQL (LISTEN/NOTIFY).
//
// The data is the same on both engines: each database is prepared through the API (superuser,
// settings, the posts collections) and filled by bench/lib/seed-scale.mjs through the App's storage
// seam, the same code on both engines: bench/records.bench's 10,000 posts and bench/chat.bench's
// users, friendships, chats and members (through the HTTP API every user's argon2id hash would
// cost about 0.1 s on this kind of machine). PostgreSQL is a private cluster started here
// (scripts/postgres-cluster.mjs) and removed at the end; it is seeded once and each of its
// configurations gets a fresh copy (CREATE DATABASE … TEMPLATE). Users' tokens come from the
// superuser's impersonate endpoint.
//
// Reported per configuration: requests/s, p50/p99 latency and the Hearth processes' CPU time
// per request (PostgreSQL's own processes are not counted), messages/s stored (the rate the
// server answered the sends at, whatever their deliveries took) and deliveries/s, the
// delivery p50/p99, the send p99, lost and duplicated deliveries; and each figure's ratio to (a).
// Everything (servers, PostgreSQL and the load generators) shares this machine's cores, whose
// number is printed with the figures.
//
//   npm run build -w @hearth/server && node bench/scale.bench.mjs [seconds per records scenario]
//   node bench/scale.bench.mjs --quick           (about half the time, smaller chat)
// Then the chat's rate is raised step by step (SWEEP_RATES messages/s, SWEEP_SECONDS each after
// one second of warm-up, fresh streams each step) until a step is not sustained: a rate is
// sustained when every message is stored at that rate (no failed send, at least 95% of the rate)
// and delivered (none lost) with a delivery p99 under 300 ms. The highest sustained rate of each
// configuration is printed, and every figure with a target against it, as met or not:
//   - PostgreSQL with one process creates at 60% of SQLite's rate or more;
//   - chat at RATE messages/s on PostgreSQL with one and with two processes stores every message
//     at the offered rate with a delivery p99 under 150 ms.
// The machine is shared (the load average is printed): read a target missed by little in a busy
// run as noise, and run again.
//
//   (env: CONNECTIONS=50, WARMUP=1, USERS=1000, RATE=100, CHAT_SECONDS=15, CHAT_WARMUP=3,
//    DIRECT=4, SWEEP_RATES=150,200,300,400,600,800, SWEEP_SECONDS=5; SWEEP_RATES= skips it)
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { chatLayout, messagePlan } from './lib/chat-layout.mjs';
import { chatTraffic } from './lib/chat-traffic.mjs';
import { load, startHearth, tempDir } from './lib/harness.mjs';
import { postRequests, SAMPLE_POST } from './lib/records-posts.mjs';
import { createDatabase, dropDatabase, impersonateAll, seedScale } from './lib/scale-data.mjs';

const QUICK = process.argv.includes('--quick');
const secondsArgument = process.argv.slice(2).find((arg) => /^\d+(\.\d+)?$/.test(arg));
const SECONDS = Number(secondsArgument ?? (QUICK ? 2 : 5));
const WARMUP = Number(process.env.WARMUP ?? (QUICK ? 0.5 : 1));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const USERS = Number(process.env.USERS ?? (QUICK ? 300 : 1000));
const RATE = Number(process.env.RATE ?? (QUICK ? 50 : 100));
const CHAT_SECONDS = Number(process.env.CHAT_SECONDS ?? (QUICK ? 4 : 15));
const CHAT_WARMUP = Number(process.env.CHAT_WARMUP ?? (QUICK ? 1 : 3));
const DIRECT = Number(process.env.DIRECT ?? 4);
const SWEEP_RATES = (process.env.SWEEP_RATES ?? (QUICK ? '150,300' : '150,200,300,400,600,800'))
  .split(',')
  .filter((rate) => rate.trim() !== '')
  .map(Number);
const SWEEP_SECONDS = Number(process.env.SWEEP_SECONDS ?? (QUICK ? 3 : 5));
/** What a sustained rate means: every message stored at the rate, delivered, p99 under this. */
const SUSTAINED_P99_MS = 300;
const STORED_SHARE = 0.95;
/** The targets the figures are printed against. */
const TARGETS = { createShare: 0.6, chatP99Ms: 150 };
const DB_PREFIX = `hearth_scale_${process.pid}`;

const openFiles = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout);
const neededFiles = USERS + 200;
if (openFiles < neededFiles) {
  console.error(
    `ulimit -n is ${openFiles}; ${neededFiles} needed: run \`ulimit -n ${neededFiles}\``,
  );
  process.exit(1);
}
// note: each configuration says which database it uses; one set in the shell must not leak in.
delete process.env.DATABASE_URL;

const layout = chatLayout(USERS, { direct: DIRECT });
const warmupCount = Math.round(CHAT_WARMUP * RATE);
const plan = messagePlan(layout, warmupCount + Math.round(CHAT_SECONDS * RATE));

const CONFIGURATIONS = [
  { key: 'a', name: '(a) SQLite, 1 process', postgres: false, processes: 1 },
  { key: 'b', name: '(b) PostgreSQL, 1 process', postgres: true, processes: 1 },
  { key: 'c', name: '(c) PostgreSQL, 2 processes', postgres: true, processes: 2 },
];
const SCENARIOS = ['list', 'view', 'create'];

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const { dir: seedDir, cleanup } = tempDir('hearth-bench-scale-');
const dataDirs = [];
let cluster = null;
const results = [];
const runStarted = performance.now();
const loadBefore = loadavg()[0];

try {
  const sqlite = await seedScale(seedDir, '', USERS, DIRECT);
  console.log(`seeded SQLite: ${sqlite}`);
  let templateUrl = null;
  cluster = await startPostgresCluster();
  if (cluster.ok) {
    const url = await createDatabase(cluster.url, `${DB_PREFIX}_seed`);
    const dir = tempDir('hearth-bench-scale-process-');
    dataDirs.push(dir);
    try {
      console.log(`seeded PostgreSQL: ${await seedScale(dir.dir, url, USERS, DIRECT)}`);
      templateUrl = url;
    } catch (error) {
      // note: the SQLite baseline is still worth printing when the server cannot run on PostgreSQL.
      console.log(`Hearth did not start on PostgreSQL, only (a) runs: ${error.message}`);
    }
  } else {
    console.log(`PostgreSQL is not available, only (a) runs: ${cluster.reason}`);
  }

  for (const configuration of CONFIGURATIONS) {
    if (configuration.postgres && !templateUrl) continue;
    results.push(await measure(configuration, templateUrl));
  }
  printResults();
} finally {
  if (cluster?.ok) cluster.stop();
  cleanup();
  for (const dir of dataDirs) dir.cleanup();
}

/** Starts one configuration's servers, measures records and chat on them, stops them. */
async function measure(configuration, templateUrl) {
  let started = performance.now();
  const databaseUrl = configuration.postgres
    ? await createDatabase(cluster.url, `${DB_PREFIX}_${configuration.key}`, templateUrl)
    : '';
  const servers = [];
  try {
    for (let i = 0; i < configuration.processes; i++) {
      // note: on SQLite the seeded directory is the database; on PostgreSQL each process still
      // has its own directory, for its request logs.
      let dir = seedDir;
      if (configuration.postgres) {
        dataDirs.push(tempDir('hearth-bench-scale-process-'));
        dir = dataDirs.at(-1).dir;
      }
      servers.push(await startHearth(dir, { DATABASE_URL: databaseUrl }));
    }
    const pids = servers.map((server) => server.pid);
    const startMs = performance.now() - started;

    const records = {};
    for (const scenario of SCENARIOS) {
      const requests = servers.map((server) => postRequests(server.url, SAMPLE_POST)[scenario]);
      const urls = requests.map((request) => request.url);
      records[scenario] = await load({
        ...requests[0],
        url: urls.length === 1 ? urls[0] : urls,
        connections: CONNECTIONS,
        duration: SECONDS,
        warmup: WARMUP,
        pid: pids,
      });
    }

    started = performance.now();
    const tokens = await impersonateAll(servers[0].url, layout.ids);
    const tokensMs = performance.now() - started;
    const traffic = chatTraffic({ layout, plan, rate: RATE, warmupCount });
    const state = traffic.newState({
      name: configuration.name,
      baseUrlOf: (user) => servers[user % servers.length].url,
      tokens,
      pids,
    });
    let chat;
    try {
      const connected = await traffic.connect(state);
      const { start } = await traffic.run([state]);
      chat = traffic.summarize(state, start);
      console.log(
        `${configuration.name}: started in ${s(startMs)}, ${USERS} tokens in ${s(tokensMs)}, ` +
          `${USERS} streams in ${s(connected.connectMs)}, subscribed in ${s(connected.subscribeMs)}` +
          traffic
            .problems(state)
            .map((problem) => `; ${problem}`)
            .join(''),
      );
    } finally {
      traffic.close(state);
    }
    const sweep = [{ rate: RATE, chat, sustained: sustains(chat, RATE) }];
    for (const rate of SWEEP_RATES) {
      if (!sweep.at(-1).sustained) break;
      const step = await chatAt(rate, configuration, servers, tokens, pids);
      sweep.push({ rate, chat: step, sustained: sustains(step, rate) });
      console.log(
        `${configuration.name} at ${rate} messages/s: stored ${step.storedPerSecond.toFixed(0)}/s, ` +
          `p99 ${step.p99.toFixed(0)} ms, ${step.failed} failed, ${step.lost} lost: ` +
          (sweep.at(-1).sustained ? 'sustained' : 'not sustained'),
      );
    }
    return { configuration, records, chat, sweep };
  } finally {
    for (const server of servers) await server.stop();
    if (databaseUrl) await dropDatabase(cluster.url, databaseUrl);
  }
}

/** Whether a chat run at `rate` kept up: every message stored at the rate and delivered in time. */
function sustains(chat, rate) {
  return (
    chat.failed === 0 &&
    chat.lost === 0 &&
    chat.storedPerSecond >= rate * STORED_SHARE &&
    chat.p99 < SUSTAINED_P99_MS
  );
}

/** One step of the rate sweep: fresh streams, SWEEP_SECONDS of chat at `rate`, its figures. */
async function chatAt(rate, configuration, servers, tokens, pids) {
  const warmup = rate;
  const steps = messagePlan(layout, warmup + Math.round(SWEEP_SECONDS * rate), rate);
  const prefix = `r${rate}-`;
  const traffic = chatTraffic({ layout, plan: steps, rate, warmupCount: warmup, prefix });
  const state = traffic.newState({
    name: `${configuration.name} at ${rate}/s`,
    baseUrlOf: (user) => servers[user % servers.length].url,
    tokens,
    pids,
  });
  try {
    await traffic.connect(state);
    const { start } = await traffic.run([state]);
    return traffic.summarize(state, start);
  } finally {
    traffic.close(state);
  }
}

function printResults() {
  const [base] = results;
  const ratio = (value, baseline) => `${((value / baseline) * 100).toFixed(0)}%`;
  const row = (cells, widths) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('');

  console.log(
    `\nRecords API: 10,000 posts, ${CONNECTIONS} connections, ${SECONDS} s per scenario after ` +
      `${WARMUP} s of warm-up (ratios against (a); CPU is the Hearth processes' only)`,
  );
  const recordWidths = [10, 30, 9, 8, 8, 12, 12, 12];
  console.log(
    row(
      [
        'scenario',
        'configuration',
        'req/s',
        'p50 ms',
        'p99 ms',
        'cpu µs/req',
        'req/s vs a',
        'p99 vs a',
      ],
      recordWidths,
    ),
  );
  for (const scenario of SCENARIOS) {
    for (const { configuration, records } of results) {
      const figures = records[scenario];
      const baseline = base.records[scenario];
      console.log(
        row(
          [
            scenario,
            configuration.name,
            figures.rps.toFixed(0),
            String(figures.p50),
            String(figures.p99),
            figures.cpuUs.toFixed(0),
            ratio(figures.rps, baseline.rps),
            ratio(figures.p99, baseline.p99),
          ],
          recordWidths,
        ),
      );
    }
  }

  const deliveriesPerMessage = base.chat.perSecond / base.chat.sentPerSecond;
  console.log(
    `\nChat: ${USERS} users, one SSE stream each; ${RATE} messages/s for ${CHAT_SECONDS} s after ` +
      `${CHAT_WARMUP} s of warm-up, about ${deliveriesPerMessage.toFixed(1)} deliveries each ` +
      `(ratios against (a))`,
  );
  const chatWidths = [30, 8, 13, 9, 9, 11, 12, 6, 6, 14, 10];
  console.log(
    row(
      [
        'configuration',
        'stored/s',
        'deliveries/s',
        'p50 ms',
        'p99 ms',
        'send p99',
        'CPU ms/msg',
        'lost',
        'dup',
        'deliv/s vs a',
        'p99 vs a',
      ],
      chatWidths,
    ),
  );
  for (const { configuration, chat } of results) {
    console.log(
      row(
        [
          configuration.name,
          chat.storedPerSecond.toFixed(0),
          chat.perSecond.toFixed(0),
          chat.p50.toFixed(1),
          chat.p99.toFixed(1),
          chat.requestP99.toFixed(1),
          chat.cpuMs.toFixed(2),
          String(chat.lost),
          String(chat.duplicated),
          ratio(chat.perSecond, base.chat.perSecond),
          ratio(chat.p99, base.chat.p99),
        ],
        chatWidths,
      ),
    );
  }
  printSweep();
  printTargets();
  console.log(
    `\nmachine: ${availableParallelism()} cores, shared by the Hearth processes, PostgreSQL and ` +
      `the load generators (this process); load average ${loadBefore.toFixed(1)} → ` +
      `${loadavg()[0].toFixed(1)}; whole run ${s(performance.now() - runStarted)}`,
  );
}

function printSweep() {
  console.log(
    `\nChat rate sweep: each step ${SWEEP_SECONDS} s after 1 s of warm-up; sustained = every ` +
      `message stored at ${(STORED_SHARE * 100).toFixed(0)}% of the rate or more, none lost, ` +
      `delivery p99 < ${SUSTAINED_P99_MS} ms`,
  );
  for (const { configuration, sweep } of results) {
    const steps = sweep
      .map(
        ({ rate, chat, sustained }) =>
          `${rate}/s: p99 ${chat.p99.toFixed(0)} ms ${sustained ? 'ok' : 'no'}`,
      )
      .join(', ');
    const best = sweep.filter(({ sustained }) => sustained).at(-1);
    const highest = best ? `${best.rate} messages/s` : `below ${RATE} messages/s`;
    const more = best && best === sweep.at(-1) ? ' (the highest rate tried)' : '';
    console.log(`${configuration.name}: highest sustained ${highest}${more}; ${steps}`);
  }
}

function printTargets() {
  const [base] = results;
  const byKey = new Map(results.map((result) => [result.configuration.key, result]));
  const verdict = (met) => (met ? 'met' : 'NOT met');
  const lines = [];
  const single = byKey.get('b');
  if (single && base.configuration.key === 'a') {
    const share = single.records.create.rps / base.records.create.rps;
    lines.push(
      `create on PostgreSQL, 1 process: ${(share * 100).toFixed(0)}% of SQLite's rate ` +
        `(target ≥ ${(TARGETS.createShare * 100).toFixed(0)}%): ${verdict(share >= TARGETS.createShare)}`,
    );
  }
  for (const key of ['b', 'c']) {
    const result = byKey.get(key);
    if (!result) continue;
    const { chat, configuration } = result;
    const stored =
      chat.failed === 0 && chat.lost === 0 && chat.storedPerSecond >= RATE * STORED_SHARE;
    lines.push(
      `chat at ${RATE}/s on ${configuration.name}: stored ${chat.storedPerSecond.toFixed(0)}/s, ` +
        `${chat.failed} failed, ${chat.lost} lost (target: every message at the offered rate): ` +
        `${verdict(stored)}; delivery p99 ${chat.p99.toFixed(0)} ms (target < ` +
        `${TARGETS.chatP99Ms} ms): ${verdict(chat.p99 < TARGETS.chatP99Ms)}`,
    );
  }
  if (lines.length === 0) return;
  console.log('\nTargets:');
  for (const line of lines) console.log(`  ${line}`);
}
