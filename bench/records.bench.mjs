// Records API throughput: list (filter + sort + 30 per page), view and create at concurrency 1
// and 50, Hearth against a bare node:http + better-sqlite3 server doing the same queries and JSON
// in the same run. Targets: server CPU per request within 2x the baseline's for list and view
// and 2.5x for create; throughput at least 60% of the baseline's for all three at both
// concurrencies. Prints each target as met or not. Each scenario is sent for WARMUP seconds
// (default 1) before it is measured, to each server.
// Usage: npm run build && node bench/records.bench.mjs [seconds per scenario]
import Database from 'better-sqlite3';
import { freePort, load, report, reportTargets, startProcess, tempDir } from './lib/harness.mjs';
import { prepareHearth } from './lib/hearth-setup.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const WARMUP = Number(process.env.WARMUP ?? 1);
const ROWS = 10_000;
const { dir, cleanup } = tempDir('hearth-bench-records-');

try {
  const { hearth } = await prepareHearth(dir);
  await hearth.post('/api/collections', {
    name: 'posts',
    listRule: '',
    viewRule: '',
    createRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'text' },
      { name: 'views', type: 'number' },
      { name: 'created', type: 'autodate', onCreate: true },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ],
    indexes: ['CREATE INDEX `idx_posts_created` ON `posts` (`created`)'],
  });
  // Creates go to their own collection so they never change what the list scenarios read.
  await hearth.post('/api/collections', {
    name: 'drafts',
    createRule: '',
    fields: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'text' },
      { name: 'views', type: 'number' },
      { name: 'created', type: 'autodate', onCreate: true },
      { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
    ],
  });
  const sampleId = seed(`${dir}/data.db`);
  const barePort = await freePort();
  const bare = await startProcess(
    'node',
    ['bench/lib/bare-records-server.mjs', `${dir}/data.db`, String(barePort)],
    {},
    `http://127.0.0.1:${barePort}/health`,
  );
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const api = `${hearth.url}/api/collections/posts/records`;
  const createBody = JSON.stringify({
    title: 'benchmark post',
    body: 'a body of some length '.repeat(5),
    views: 42,
  });
  const json = { 'content-type': 'application/json' };
  const rows = [];
  for (const connections of [1, 50]) {
    const common = { connections, duration: SECONDS, warmup: WARMUP };
    const h = { ...common, pid: hearth.pid };
    const b = { ...common, pid: bare.pid };
    rows.push({
      name: `list filter+sort, c=${connections}`,
      hearth: await load({
        ...h,
        url: `${api}?filter=${encodeURIComponent('views > 500')}&sort=-created&perPage=30`,
      }),
      baseline: await load({ ...b, url: `${bareUrl}/list?perPage=30` }),
    });
    rows.push({
      name: `view, c=${connections}`,
      hearth: await load({ ...h, url: `${api}/${sampleId}` }),
      baseline: await load({ ...b, url: `${bareUrl}/view?id=${sampleId}` }),
    });
    rows.push({
      name: `create, c=${connections}`,
      hearth: await load({
        ...h,
        url: `${hearth.url}/api/collections/drafts/records`,
        method: 'POST',
        headers: json,
        body: createBody,
      }),
      baseline: await load({
        ...b,
        url: `${bareUrl}/create`,
        method: 'POST',
        headers: json,
        body: createBody,
      }),
    });
  }
  report(`Records API (${ROWS} rows, ${SECONDS}s per scenario; ratio = Hearth / bare req/s)`, rows);
  reportTargets(
    rows,
    [1, 50].flatMap((connections) => [
      { name: `list filter+sort, c=${connections}`, minRpsRatio: 0.6, maxCpuRatio: 2 },
      { name: `view, c=${connections}`, minRpsRatio: 0.6, maxCpuRatio: 2 },
      { name: `create, c=${connections}`, minRpsRatio: 0.6, maxCpuRatio: 2.5 },
    ]),
  );

  await bare.stop();
  await hearth.stop();
} finally {
  // BENCH_KEEP_DATA=1 keeps the data directory for profiling the same dataset afterwards.
  if (process.env.BENCH_KEEP_DATA === '1') console.log(`data kept in ${dir}`);
  else cleanup();
}

/** Inserts rows directly, with the shapes Hearth stores; returns one id to view. */
function seed(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    'INSERT INTO posts (id, title, body, views, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const base = Date.UTC(2026, 0, 1);
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const date = new Date(base + i * 60_000).toISOString().replace('T', ' ');
      insert.run(
        `p${String(i).padStart(14, '0')}`,
        `Post number ${i}`,
        'Lorem ipsum dolor sit amet '.repeat(4),
        i % 1000,
        date,
        date,
      );
    }
  })();
  db.close();
  return `p${String(ROWS / 2).padStart(14, '0')}`;
}
