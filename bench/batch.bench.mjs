// Batch vs single requests: ROUNDS times, 50 record creates sent as one POST /api/batch versus
// 50 single POST …/records, one after another (as a client saving a list would) and all at once.
// Runs against the built server (server/dist; run `npm run build` first) in a child process.
//
//   node bench/batch.bench.mjs        (ROUNDS, SIZE env vars)
import { fileURLToPath } from 'node:url';
import { startChildServer } from './lib/child-server.mjs';
import { percentile } from './lib/sse-clients.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 40);
const SIZE = Number(process.env.SIZE ?? 50);
const WARMUP_ROUNDS = 5;
const script = fileURLToPath(new URL('./lib/hearth-server.mjs', import.meta.url));

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const ways = {
  batch: (url, round) =>
    post(`${url}/api/batch`, {
      requests: Array.from({ length: SIZE }, (_, i) => ({
        method: 'POST',
        url: '/api/collections/ticks/records',
        body: { title: `b${round}-${i}`, sent: i },
      })),
    }),
  'singles, sequential': async (url, round) => {
    for (let i = 0; i < SIZE; i++) {
      await post(`${url}/api/collections/ticks/records`, { title: `s${round}-${i}`, sent: i });
    }
  },
  'singles, concurrent': (url, round) =>
    Promise.all(
      Array.from({ length: SIZE }, (_, i) =>
        post(`${url}/api/collections/ticks/records`, { title: `c${round}-${i}`, sent: i }),
      ),
    ),
};

const server = await startChildServer(script);
const timings = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
try {
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    // Interleaved, so a noisy moment on the machine hits every way alike.
    for (const [name, run] of Object.entries(ways)) {
      const start = performance.now();
      await run(server.url, round);
      if (round >= WARMUP_ROUNDS) timings[name].push(performance.now() - start);
    }
  }
} finally {
  await server.stop();
}

console.log(`batch: ${SIZE} creates per round, ${ROUNDS} rounds (after ${WARMUP_ROUNDS} warm-up)`);
const rows = Object.entries(timings).map(([name, values]) => {
  const sorted = Float64Array.from(values).sort();
  return { way: name, median: percentile(sorted, 50), p90: percentile(sorted, 90) };
});
console.table(
  rows.map((row) => ({
    way: row.way,
    [`median ms per ${SIZE}`]: row.median.toFixed(1),
    [`p90 ms per ${SIZE}`]: row.p90.toFixed(1),
    'records/s': Math.round((SIZE * 1000) / row.median),
  })),
);
const [batch, sequential, concurrent] = rows;
console.log(
  `speed-up of one batch over ${SIZE} sequential singles: ${(sequential.median / batch.median).toFixed(1)}x`,
);
console.log(
  `speed-up of one batch over ${SIZE} concurrent singles: ${(concurrent.median / batch.median).toFixed(1)}x`,
);
