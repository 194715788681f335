// Records API throughput: list (filter + sort + 30 per page), view and create at concurrency 1
// and 50, Hearth against a bare node:http + better-sqlite3 server doing the same queries and JSON
// in the same run. Targets: server CPU per request within 2x the baseline's for list and view
// and 2.5x for create; throughput at least 60% of the baseline's for all three at both
// concurrencies. Prints each target as met or not. Each scenario is sent for WARMUP seconds
// (default 1) before it is measured, to each server.
// Usage: npm run build && node bench/records.bench.mjs [seconds per scenario]
import { freePort, load, report, reportTargets, startProcess, tempDir } from './lib/harness.mjs';
import { prepareHearth } from './lib/hearth-setup.mjs';
import {
  CREATE_BODY,
  createPostCollections,
  POST_ROWS,
  postRequests,
  seedPosts,
} from './lib/records-posts.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const WARMUP = Number(process.env.WARMUP ?? 1);
const { dir, cleanup } = tempDir('hearth-bench-records-');

try {
  const { hearth } = await prepareHearth(dir);
  await createPostCollections(hearth);
  const sampleId = seedPosts(`${dir}/data.db`);
  const barePort = await freePort();
  const bare = await startProcess(
    'node',
    ['bench/lib/bare-records-server.mjs', `${dir}/data.db`, String(barePort)],
    {},
    `http://127.0.0.1:${barePort}/health`,
  );
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const requests = postRequests(hearth.url, sampleId);
  const json = { 'content-type': 'application/json' };
  const rows = [];
  for (const connections of [1, 50]) {
    const common = { connections, duration: SECONDS, warmup: WARMUP };
    const h = { ...common, pid: hearth.pid };
    const b = { ...common, pid: bare.pid };
    rows.push({
      name: `list filter+sort, c=${connections}`,
      hearth: await load({ ...h, ...requests.list }),
      baseline: await load({ ...b, url: `${bareUrl}/list?perPage=30` }),
    });
    rows.push({
      name: `view, c=${connections}`,
      hearth: await load({ ...h, ...requests.view }),
      baseline: await load({ ...b, url: `${bareUrl}/view?id=${sampleId}` }),
    });
    rows.push({
      name: `create, c=${connections}`,
      hearth: await load({ ...h, ...requests.create }),
      baseline: await load({
        ...b,
        url: `${bareUrl}/create`,
        method: 'POST',
        headers: json,
        body: CREATE_BODY,
      }),
    });
  }
  report(
    `Records API (${POST_ROWS} rows, ${SECONDS}s per scenario; ratio = Hearth / bare req/s)`,
    rows,
  );
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
