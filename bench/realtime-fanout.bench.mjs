// Realtime fan-out: CLIENTS SSE clients subscribed to one collection, a record created every
// INTERVAL_MS; create-to-delivery latency (p50/p99), deliveries per second, and server memory per
// idle connection. Measured for Hearth (server/dist; run `npm run build` first) and, in the same
// run with the same clients, for a bare node:http SSE broadcaster doing the same fan-out. Each
// server runs in its own child process; the clients run here.
//
//   node bench/realtime-fanout.bench.mjs        (CLIENTS, EVENTS, INTERVAL_MS, WARMUP env vars)
import { fileURLToPath } from 'node:url';
import { startChildServer } from './lib/child-server.mjs';
import { eachLimit, openClients, percentile } from './lib/sse-clients.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const EVENTS = Number(process.env.EVENTS ?? 1000);
const INTERVAL_MS = Number(process.env.INTERVAL_MS ?? 5);
const WARMUP = Number(process.env.WARMUP ?? 100);
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

async function measure(target) {
  const server = await startChildServer(target.script);
  try {
    return await measureOn(server, target);
  } finally {
    await server.stop();
  }
}

async function measureOn(server, target) {
  const idle = (await server.memory()).memory;
  const sentAt = new Float64Array(WARMUP + EVENTS);
  const latencies = new Float64Array((WARMUP + EVENTS) * CLIENTS);
  let received = 0;
  let lastDelivery = 0;
  const onEvent = (seq, now) => {
    latencies[received++] = now - sentAt[seq];
    lastDelivery = now;
  };
  const clients = await openClients(`${server.url}${target.streamPath}`, CLIENTS, onEvent);
  await eachLimit(clients, 50, (client) => target.subscribe(server.url, client.id));
  const connected = await server.memory();
  const perConnection = {
    rss: (connected.memory.rss - idle.rss) / CLIENTS,
    heap:
      (connected.memory.heapUsed + connected.memory.external - idle.heapUsed - idle.external) /
      CLIENTS,
  };

  const run = async (from, count) => {
    const start = performance.now();
    const creates = [];
    for (let i = 0; i < count; i++) {
      await sleepUntil(start + i * INTERVAL_MS);
      sentAt[from + i] = performance.now();
      creates.push(target.create(server.url, from + i));
    }
    await Promise.all(creates);
    const expected = (from + count) * CLIENTS;
    const deadline = performance.now() + 60_000;
    while (received < expected && performance.now() < deadline)
      await sleepUntil(performance.now() + 20);
    return start;
  };

  await run(0, WARMUP);
  const warmupReceived = received;
  const start = await run(WARMUP, EVENTS);
  const measured = latencies.slice(warmupReceived, received).sort();
  for (const client of clients) client.close();
  const expected = EVENTS * CLIENTS;
  return {
    name: target.name,
    delivered: measured.length,
    lost: expected - measured.length,
    p50: percentile(measured, 50),
    p99: percentile(measured, 99),
    max: measured[measured.length - 1],
    perSecond: measured.length / ((lastDelivery - start) / 1000),
    perConnection,
    gc: connected.memory.gc,
  };
}

const results = [];
for (const target of targets) results.push(await measure(target));

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `realtime fan-out: ${CLIENTS} SSE clients, ${EVENTS} creates every ${INTERVAL_MS} ms (after ${WARMUP} warm-up)`,
);
console.table(
  results.map((r) => ({
    server: r.name,
    'p50 ms': r.p50.toFixed(2),
    'p99 ms': r.p99.toFixed(2),
    'max ms': r.max.toFixed(2),
    'deliveries/s': Math.round(r.perSecond),
    lost: r.lost,
    'RSS/conn': kib(r.perConnection.rss),
    'heap/conn': kib(r.perConnection.heap),
  })),
);
const [bare, hearth] = results;
console.log(`p99 ratio hearth/bare: ${(hearth.p99 / bare.p99).toFixed(2)} (target ≤ 2)`);
console.log(`p50 ratio hearth/bare: ${(hearth.p50 / bare.p50).toFixed(2)}`);
if (!hearth.gc) console.log('note: run without --expose-gc; memory figures include garbage');
