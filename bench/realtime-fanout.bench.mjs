// Realtime fan-out: CLIENTS SSE clients subscribed to one collection and a record created every
// INTERVAL_MS; create-to-delivery latency (p50/p99), deliveries per second, the server's CPU time
// per delivery and its memory per idle connection. Measured for Hearth (server/dist: run
// `npm run build` first) and, in the same run with the same clients, for a bare node:http SSE
// broadcaster doing the same fan-out. Rounds alternate between the two, so a busy moment on a
// shared machine hits both. Each server runs in its own child process; the clients run here.
// A burst phase then fires BURST creates at once and reports how fast they all get delivered.
// Every client counts its frames (deliveries, losses); one in ten also reads each event for the
// latency figures, which keeps the clients' own cost low.
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

/** One round against one server: connect, measure idle memory, paced run, burst. */
async function round(target) {
  const server = await startChildServer(target.script);
  try {
    return await roundOn(server, target);
  } finally {
    await server.stop();
  }
}

async function roundOn(server, target) {
  const idle = (await server.memory()).memory;
  const total = WARMUP + EVENTS + BURST;
  const sentAt = new Float64Array(total);
  const latencies = new Float64Array(total * CLIENTS);
  let received = 0;
  let lastDelivery = 0;
  const onEvent = (seq, now) => {
    latencies[received++] = now - sentAt[seq];
    lastDelivery = now;
  };
  const clients = await openClients(`${server.url}${target.streamPath}`, CLIENTS, onEvent);
  await eachLimit(clients, 50, (client) => target.subscribe(server.url, client.id));
  const connected = await server.memory();
  if (connected.clients !== CLIENTS) throw new Error(`${connected.clients} clients connected`);
  const frames = () => clients.reduce((sum, client) => sum + client.frames, 0);

  const waitForAll = async (upTo) => {
    const deadline = performance.now() + 60_000;
    while (frames() < upTo * CLIENTS && performance.now() < deadline) {
      await sleepUntil(performance.now() + 10);
    }
    lastDelivery = Math.max(lastDelivery, performance.now());
  };
  const paced = async (from, count) => {
    const start = performance.now();
    const creates = [];
    for (let i = 0; i < count; i++) {
      await sleepUntil(start + i * INTERVAL_MS);
      sentAt[from + i] = performance.now();
      creates.push(target.create(server.url, from + i));
    }
    await Promise.all(creates);
    await waitForAll(from + count);
    return start;
  };

  await paced(0, WARMUP);
  const fromProbe = received;
  const fromFrames = frames();
  const cpuBefore = cpuTimeMs(server.pid);
  const start = await paced(WARMUP, EVENTS);
  const cpu = cpuTimeMs(server.pid) - cpuBefore;
  const pacedLatencies = latencies.slice(fromProbe, received);
  const pacedDeliveries = frames() - fromFrames;
  const pacedSeconds = (lastDelivery - start) / 1000;

  const burstFrom = frames();
  const burstStart = performance.now();
  await Promise.all(
    Array.from({ length: BURST }, (_, i) => {
      sentAt[WARMUP + EVENTS + i] = performance.now();
      return target.create(server.url, WARMUP + EVENTS + i);
    }),
  );
  await waitForAll(total);
  const burstDelivered = frames() - burstFrom;
  for (const client of clients) client.close();
  return {
    latencies: pacedLatencies,
    lost: total * CLIENTS - frames(),
    perSecond: pacedDeliveries / pacedSeconds,
    burstPerSecond: burstDelivered / ((performance.now() - burstStart) / 1000),
    cpuPerDeliveryUs: (cpu * 1000) / pacedDeliveries,
    rssPerConnection: (connected.memory.rss - idle.rss) / CLIENTS,
    heapPerConnection:
      (connected.memory.heapUsed + connected.memory.external - idle.heapUsed - idle.external) /
      CLIENTS,
  };
}

const rounds = new Map(targets.map((target) => [target.name, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (const target of targets) rounds.get(target.name).push(await round(target));
}

const median = (values) => Float64Array.from(values).sort()[Math.floor(values.length / 2)];
const summary = targets.map((target) => {
  const results = rounds.get(target.name);
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
  `realtime fan-out: ${CLIENTS} SSE clients; ${EVENTS} creates, one every ${INTERVAL_MS} ms ` +
    `(after ${WARMUP} warm-up), then a burst of ${BURST}; ${ROUNDS} alternating rounds per server`,
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
