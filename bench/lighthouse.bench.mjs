// Lighthouse (mobile, simulated throttling) on the built app's /login, served by Hearth, against
// a baseline page with nothing on it served by the same server in the same run: the baseline's
// score is the best this machine allows, so login / baseline says how much the app itself costs.
// Usage: npm run build && node bench/lighthouse.bench.mjs [runs]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT, freePort, startProcess, tempDir } from './lib/harness.mjs';

const RUNS = Number(process.argv[2] ?? 5);
/** The goal for /login: a median of at least 0.95 and no run under 0.90. */
const GOAL = { median: 0.95, min: 0.9 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const { dir, cleanup } = tempDir('hearth-bench-lighthouse-');

try {
  // The baseline page lives next to the real build so the same server (compression, caching)
  // serves it.
  const webDir = join(dir, 'web');
  mkdirSync(webDir, { recursive: true });
  const { cpSync } = await import('node:fs');
  cpSync(join(ROOT, 'web', 'dist'), webDir, { recursive: true });
  writeFileSync(
    join(webDir, 'baseline.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Baseline</title><meta name="description" content="An empty page"></head><body><main><h1>Hello</h1></main></body></html>',
  );
  const port = await freePort();
  const env = {
    DATA_DIR: join(dir, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIR: webDir,
  };
  const server = await startProcess(
    'node',
    ['server/bin/hearth.js', 'serve'],
    env,
    `http://127.0.0.1:${port}/api/health`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const audit = async (path) => {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      logLevel: 'error',
    });
    const { categories, audits } = result.lhr;
    return {
      score: categories.performance.score,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  };
  const rows = [];
  for (let run = 0; run < RUNS; run++) {
    rows.push({ login: await audit('/login'), baseline: await audit('/baseline.html') });
  }
  await chrome.kill();
  await server.stop();
  console.log(`Lighthouse mobile performance (${RUNS} runs; times in ms)`);
  console.log(
    'run'.padEnd(5) +
      'login'.padStart(7) +
      'FCP'.padStart(7) +
      'LCP'.padStart(7) +
      'TBT'.padStart(6) +
      'CLS'.padStart(7) +
      'baseline'.padStart(10) +
      'ratio'.padStart(8),
  );
  rows.forEach(({ login, baseline }, run) => {
    console.log(
      String(run + 1).padEnd(5) +
        login.score.toFixed(2).padStart(7) +
        login.fcp.toFixed(0).padStart(7) +
        login.lcp.toFixed(0).padStart(7) +
        login.tbt.toFixed(0).padStart(6) +
        login.cls.toFixed(3).padStart(7) +
        baseline.score.toFixed(2).padStart(10) +
        `${((login.score / baseline.score) * 100).toFixed(0)}%`.padStart(8),
    );
  });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const scores = rows.map((row) => row.login.score);
  const met = median(scores) >= GOAL.median && Math.min(...scores) >= GOAL.min;
  console.log(
    `login score median ${median(scores).toFixed(2)} (goal ≥ ${GOAL.median}), min ${Math.min(...scores).toFixed(2)} (goal ≥ ${GOAL.min}): ${met ? 'met' : 'NOT met'}; baseline median ${median(rows.map((row) => row.baseline.score)).toFixed(2)}`,
  );
} finally {
  cleanup();
}
