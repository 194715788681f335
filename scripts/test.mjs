#!/usr/bin/env node
// The one test command (`npm test`, also what `.ci/run` calls): builds, checks types, lint and
// format, then runs every suite and prints a final "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { startNatsServer } from './nats-server.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportDir = join(root, 'node_modules', '.cache', 'hearth-test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failures = [];

function run(title, command, args, options = {}) {
  console.log(`\n== ${title}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', ...options.env },
  });
  const ok = result.status === 0;
  if (!ok) failures.push(title);
  return ok;
}

/** Runs a Vitest project and adds its counts from the JSON report. */
function vitest(title, workspace, env = {}) {
  const report = join(reportDir, `${title.replace(/\W+/g, '-')}.json`);
  const ok = run(
    title,
    'npx',
    [
      'vitest',
      'run',
      '--root',
      workspace,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env },
  );
  countVitest(report, ok);
}

/**
 * Runs the whole server suite again with PostgreSQL as the engine: every test server gets a
 * fresh database on a private cluster started for this run. A private NATS server starts with
 * it, for the tests of the NATS realtime bus (`*.nats.test.ts`, `*.nats.postgres.test.ts`).
 */
async function serverSuiteOnPostgres() {
  const title = 'server unit and API tests on PostgreSQL';
  const cluster = await startPostgresCluster();
  if (!cluster.ok) {
    console.error(`\n${title} cannot run: ${cluster.reason}`);
    failures.push(`${title} (PostgreSQL missing)`);
    totals.failed += 1;
    return;
  }
  const nats = await startNatsServer();
  if (!nats.ok) {
    console.error(`\nThe tests of the NATS realtime bus cannot run: ${nats.reason}`);
    failures.push('realtime bus tests on NATS (nats-server missing)');
    totals.failed += 1;
  }
  try {
    vitest(title, 'server', {
      HEARTH_TEST_POSTGRES_URL: cluster.url,
      ...(nats.ok ? { HEARTH_TEST_NATS_URL: nats.url } : {}),
    });
  } finally {
    cluster.stop();
    if (nats.ok) nats.stop();
  }
}

function countVitest(report, ok) {
  if (!existsSync(report)) {
    totals.failed += ok ? 0 : 1;
    return;
  }
  const data = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += data.numPassedTests ?? 0;
  totals.failed += (data.numFailedTests ?? 0) + (ok || data.numFailedTests ? 0 : 1);
}

/** Runs the Playwright suite and adds its counts from the JSON report. */
function playwright() {
  const report = join(reportDir, 'e2e.json');
  const ok = run(
    'end-to-end (Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
  if (!existsSync(report)) {
    totals.failed += ok ? 0 : 1;
    return;
  }
  const stats = JSON.parse(readFileSync(report, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += (stats.unexpected ?? 0) + (ok || stats.unexpected ? 0 : 1);
}

const built = run('build', 'npm', ['run', 'build']);
run('typecheck, lint and format', 'npm', ['run', 'check']);
vitest('server unit and API tests', 'server');
await serverSuiteOnPostgres();
if (existsSync(join(root, 'web', 'vitest.config.ts'))) vitest('web unit tests', 'web');
vitest('plugin SDK unit tests', 'packages/plugin-sdk');
vitest('first-party plugins unit tests', 'plugins');
vitest('lint rules: layers, boundaries and import cycles', 'lint');
if (existsSync(join(root, 'e2e', 'playwright.config.ts'))) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(`\nEnd-to-end tests cannot run: ${chromium.reason}`);
    failures.push('end-to-end (Chromium missing)');
    totals.failed += 1;
  } else if (built) {
    if (chromium.warning)
      console.error(`\nThe visual regression test will fail: ${chromium.warning}`);
    playwright();
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length === 0 ? 0 : 1);
