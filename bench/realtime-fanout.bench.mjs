// Realtime fan-out: CLIENTS SSE clients subscribed to one collection and a record created every
// INTERVAL_MS; create-to-delivery latency (p50/p99), deliveries per second, the server's CPU time
// per delivery and its memory per idle connection. Hearth (server/dist: run `npm run build`
// first) and a bare node:http SSE broadcaster doing the same fan-out run side by side in the same
// run: each has its own CLIENTS clients, and every tick creates one record on each (in alternating
// order), so a busy moment on a shared machine hits both alike. Each server runs in its own child
// process; all clients run here. Every client counts its frames (deliveries, losses); one in ten
// also reads each event for the latency figures, which keeps the clients' own cost low. A burst
// phase then fires BURST creates at each server at once and reports how fast they get delivered.
//
//   node bench/realtime-fanout.bench.mjs   (env: CLIENTS, EVENTS, INTERVAL_MS, WARMUP, ROUNDS, BURST)
import { fileURLToPath } from 'node:url';
import { cpuTimeMs } from './lib/harness.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { eachLimit, openClients, percentile } from './lib/sse-clients.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const EVENTS = Number(process.env.EVENTS ?? 300);
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 5);
const WARMUP = Number(process.env.WARMUP ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const BURST = Number(process.env.BURST ?? 100);
const TOTAL = WARMUP + EVENTS + BURST;
const lib = (name) => fileURLToPath(new URL(`./lib/${name}`, import.meta.url));

const targets = [
  {
    name: 'bare node:http',
    script: lib('bare-sse-server.mjs'),
    streamPath: '/events',
    subscribe: async () => undefined,
    create: (url, seq) => post(`${url}/publish`, { title: `t${seq}`, sent: seq }),
  },
  {
    name: 'hearth',
    script: lib('hearth-server.mjs'),
    streamPath: '/api/realtime',
    subscribe: (url, clientId) =>
      post(`${url}/api/realtime`, { clientId, subscriptions: ['ticks/*'] }),
    create: (url, seq) =>
      post(`${url}/api/collections/ticks/records`, { title: `t${seq}`, sent: seq }),
  },
];

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const sleepUntil = (time) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));

/** Starts one server, connects and subscribes its clients, and measures its idle memory. */
async function prepare(target) {
  const server = await startChildServer(target.script);
  const idle = (await server.memory()).memory;
  const state = {
    target,
    server,
    sentAt: new Float64Array(TOTAL),
    latencies: new Float64Array(TOTAL * CLIENTS),
    received: 0,
  };
  const onEvent = (seq, now) => {
    state.latencies[state.received++] = now - state.sentAt[seq];
  };
  state.clients = await openClients(`${server.url}${target.streamPath}`, CLIENTS, onEvent);
  await eachLimit(state.clients, 50, (client) => target.subscribe(server.url, client.id));
  const connected = await server.memory();
  if (connected.clients !== CLIENTS) throw new Error(`${connected.clients} clients connected`);
  state.frames = () => state.clients.reduce((sum, client) => sum + client.frames, 0);
  state.rssPerConnection = (connected.memory.rss - idle.rss) / CLIENTS;
  state.heapPerConnection =
    (connected.memory.heapUsed + connected.memory.external - idle.heapUsed - idle.external) /
    CLIENTS;
  return state;
}

/** Waits until every server delivered `upTo` events to all its clients; notes when each did. */
async function waitForAll(states, upTo) {
  const deadline = performance.now() + 60_000;
  let pending = states;
  while (pending.length > 0 && performance.now() < deadline) {
    for (const state of pending) {
      if (state.frames() >= upTo * CLIENTS) state.doneAt = performance.now();
    }
    pending = pending.filter((state) => state.frames() < upTo * CLIENTS);
    if (pending.length > 0) await sleepUntil(performance.now() + 5);
  }
  for (const state of pending) state.doneAt = performance.now();
}

/** Creates `count` records on every server, one per tick each, in alternating order. */
async function paced(states, from, count) {
  const start = performance.now();
  const creates = [];
  for (let i = 0; i < count; i++) {
    await sleepUntil(start + i * INTERVAL_MS);
    const ordered = i % 2 === 0 ? states : [...states].reverse();
    for (const state of ordered) {
      state.sentAt[from + i] = performance.now();
      creates.push(state.target.create(state.server.url, from + i));
    }
  }
  await Promise.all(creates);
  await waitForAll(states, from + count);
  return start;
}

async function round() {
  const states = [];
  try {
    for (const target of targets) states.push(await prepare(target));
    await paced(states, 0, WARMUP);
    const marks = states.map((state) => ({
      received: state.received,
      frames: state.frames(),
      cpu: cpuTimeMs(state.server.pid),
    }));
    const start = await paced(states, WARMUP, EVENTS);
    const results = states.map((state, i) => {
      const delivered = state.frames() - marks[i].frames;
      return {
        latencies: state.latencies.slice(marks[i].received, state.received),
        perSecond: delivered / ((state.doneAt - start) / 1000),
        cpuPerDeliveryUs: ((cpuTimeMs(state.server.pid) - marks[i].cpu) * 1000) / delivered,
        rssPerConnection: state.rssPerConnection,
        heapPerConnection: state.heapPerConnection,
      };
    });
    for (const [i, state] of states.entries()) {
      const from = state.frames();
      const burstStart = performance.now();
      await Promise.all(
        Array.from({ length: BURST }, (_, b) => {
          const seq = WARMUP + EVENTS + b;
          state.sentAt[seq] = performance.now();
          return state.target.create(state.server.url, seq);
        }),
      );
      await waitForAll([state], TOTAL);
      results[i].burstPerSecond = (state.frames() - from) / ((state.doneAt - burstStart) / 1000);
      results[i].lost = TOTAL * CLIENTS - state.frames();
    }
    return results;
  } finally {
    for (const state of states) {
      for (const client of state.clients ?? []) client.close();
      await state.server.stop();
    }
  }
}

const perTarget = targets.map(() => []);
for (let r = 0; r < ROUNDS; r++) {
  const results = await round();
  results.forEach((result, i) => {
    perTarget[i].push(result);
    const sorted = Float64Array.from(result.latencies).sort();
    console.log(
      `round ${r + 1} ${targets[i].name}: p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(sorted, 99).toFixed(1)} ms, ${Math.round(result.perSecond)} deliveries/s`,
    );
  });
}

const median = (values) => Float64Array.from(values).sort()[Math.floor(values.length / 2)];
const summary = targets.map((target, i) => {
  const results = perTarget[i];
  const all = Float64Array.from(results.flatMap((result) => [...result.latencies])).sort();
  return {
    name: target.name,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all[all.length - 1],
    lost: results.reduce((sum, result) => sum + result.lost, 0),
    perSecond: median(results.map((result) => result.perSecond)),
    burstPerSecond: median(results.map((result) => result.burstPerSecond)),
    cpuUs: median(results.map((result) => result.cpuPerDeliveryUs)),
    rss: median(results.map((result) => result.rssPerConnection)),
    heap: median(results.map((result) => result.heapPerConnection)),
  };
});

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `realtime fan-out: ${CLIENTS} SSE clients per server; ${EVENTS} creates on each, one every ` +
    `${INTERVAL_MS} ms (after ${WARMUP} warm-up), then a burst of ${BURST}; ${ROUNDS} rounds`,
);
console.table(
  summary.map((s) => ({
    server: s.name,
    'p50 ms': s.p50.toFixed(2),
    'p99 ms': s.p99.toFixed(2),
    'max ms': s.max.toFixed(1),
    'deliveries/s': Math.round(s.perSecond),
    'burst deliveries/s': Math.round(s.burstPerSecond),
    'CPU µs/delivery': s.cpuUs.toFixed(2),
    lost: s.lost,
    'RSS/idle conn': kib(s.rss),
    'heap/idle conn': kib(s.heap),
  })),
);
const [bare, hearth] = summary;
console.log(`p99 latency, hearth/bare: ${(hearth.p99 / bare.p99).toFixed(2)} (target ≤ 2)`);
console.log(`p50 latency, hearth/bare: ${(hearth.p50 / bare.p50).toFixed(2)}`);
console.log(`CPU per delivery, hearth/bare: ${(hearth.cpuUs / bare.cpuUs).toFixed(2)}`);
