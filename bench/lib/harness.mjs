// Shared benchmark helpers: free ports, child-process servers, autocannon runs and reporting.
// Every benchmark compares Hearth with a bare baseline measured in the same run, so the ratio
// holds even on a noisy machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A temporary data directory, removed by the returned cleanup. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a command to completion, rejecting on a non-zero exit. */
export function runCommand(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** Starts a server child process and waits until `url` answers. */
export async function startProcess(command, args, env, readyUrl) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited early with ${child.exitCode}`);
    try {
      const response = await fetch(readyUrl);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the built Hearth server with its own data directory; `extraEnv` adds variables (e.g.
 * `DATABASE_URL`).
 */
export async function startHearth(dataDir, extraEnv = {}) {
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_DIR: '',
    ...extraEnv,
  };
  const server = await startProcess(
    'node',
    ['server/bin/hearth.js', 'serve'],
    env,
    `http://127.0.0.1:${port}/api/health`,
  );
  return { ...server, url: `http://127.0.0.1:${port}` };
}

/** CPU time (user + system, in ms) a process has used so far, from /proc (Linux). */
export function cpuTimeMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of /proc/PID/stat, in clock ticks (100 per second).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The scheduler's figures for a process's main thread (Linux `/proc/PID/schedstat`), in ms: time
 * on a CPU and time spent runnable but waiting for one. The wait shows how much of a latency is
 * the machine being busy (other processes) rather than the process's own work.
 */
export function schedStatMs(pid) {
  try {
    const [onCpu, waiting] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { onCpu: onCpu / 1e6, waiting: waiting / 1e6 };
  } catch {
    return { onCpu: Number.NaN, waiting: Number.NaN };
  }
}

/**
 * Load-tests one request shape against a server process; returns requests/s, latency
 * percentiles (ms) and the server's CPU time per request (µs) — the steadier figure when the
 * machine is shared, since waiting for a core costs no CPU time. With `warmup` (seconds), the
 * same requests are sent first for that long and not counted, so that the figures are those of
 * code the JIT has compiled rather than of the compiling (which runs on other threads of the
 * server and counts in its CPU time). `url` may be a list (autocannon spreads the connections
 * over them) and `pid` a list of the processes whose CPU time counts.
 */
export async function load({
  url,
  method = 'GET',
  headers = {},
  body,
  connections,
  duration = 5,
  requests,
  pid,
  warmup = 0,
}) {
  if (warmup > 0) {
    await autocannon({ url, method, headers, body, connections, duration: warmup, pipelining: 1 });
  }
  const pids = [pid ?? []].flat();
  const cpuNow = () =>
    pids.length > 0 ? pids.reduce((sum, each) => sum + cpuTimeMs(each), 0) : Number.NaN;
  const cpuBefore = cpuNow();
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration,
    requests,
    pipelining: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${method} ${url}: ${result.non2xx} non-2xx responses, ${result.errors} errors`,
    );
  }
  const cpuUs = ((cpuNow() - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs };
}

/**
 * Prints rows `{name, hearth, baseline}`: requests/s, p99 and CPU µs per request for each, the
 * throughput ratio, and the CPU-cost ratio (baseline µs / Hearth µs: the throughput ratio a
 * CPU-bound server would reach on an idle machine).
 */
export function report(title, rows) {
  console.log(`\n${title}`);
  console.log(
    'scenario'.padEnd(30) +
      'hearth r/s'.padStart(11) +
      'p99'.padStart(6) +
      'cpu µs'.padStart(8) +
      'bare r/s'.padStart(10) +
      'p99'.padStart(6) +
      'cpu µs'.padStart(8) +
      'r/s ratio'.padStart(11) +
      'cpu ratio'.padStart(11),
  );
  for (const { name, hearth, baseline } of rows) {
    console.log(
      name.padEnd(30) +
        hearth.rps.toFixed(0).padStart(11) +
        String(hearth.p99).padStart(6) +
        hearth.cpuUs.toFixed(0).padStart(8) +
        baseline.rps.toFixed(0).padStart(10) +
        String(baseline.p99).padStart(6) +
        baseline.cpuUs.toFixed(0).padStart(8) +
        `${((hearth.rps / baseline.rps) * 100).toFixed(0)}%`.padStart(11) +
        `${((baseline.cpuUs / hearth.cpuUs) * 100).toFixed(0)}%`.padStart(11),
    );
  }
}

/**
 * Prints whether each row meets its targets and returns how many do not. A target is
 * `{name, minRpsRatio?, maxCpuRatio?}`: Hearth's requests/s at least `minRpsRatio` of the
 * baseline's, its CPU time per request at most `maxCpuRatio` times the baseline's.
 */
export function reportTargets(rows, targets) {
  console.log('\ntargets');
  let missed = 0;
  for (const { name, minRpsRatio, maxCpuRatio } of targets) {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) continue;
    const checks = [];
    if (minRpsRatio !== undefined) {
      const ratio = row.hearth.rps / row.baseline.rps;
      checks.push([
        `r/s ${(ratio * 100).toFixed(0)}% of bare (≥ ${(minRpsRatio * 100).toFixed(0)}%)`,
        ratio >= minRpsRatio,
      ]);
    }
    if (maxCpuRatio !== undefined) {
      const ratio = row.hearth.cpuUs / row.baseline.cpuUs;
      checks.push([
        `cpu/request ${ratio.toFixed(2)}× bare (≤ ${maxCpuRatio}×)`,
        ratio <= maxCpuRatio,
      ]);
    }
    for (const [text, met] of checks) {
      if (!met) missed++;
      console.log(`${name.padEnd(30)}${text.padEnd(34)}${met ? 'met' : 'NOT MET'}`);
    }
  }
  return missed;
}
