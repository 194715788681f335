// A private NATS server for the tests and benchmarks: Debian's `nats-server` (installed with apt
// when missing and this process may), on a loopback port, stopped when the tests end. It keeps
// nothing on disk: core NATS holds messages only while it passes them on.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { aptInstall, aptRunner } from './debian-packages.mjs';
import { freePort } from './free-port.mjs';

const BINARY = '/usr/sbin/nats-server';
/** How long a started server may take to accept connections. */
const READY_TIMEOUT_MS = 10_000;

function findBinary() {
  if (existsSync(BINARY)) return BINARY;
  const found = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

function ensureBinary() {
  const found = findBinary();
  if (found) return { binary: found };
  const runner = aptRunner();
  if (runner === null) {
    return {
      reason:
        'nats-server is not installed and this user cannot install it: run "apt-get install nats-server" as root',
    };
  }
  aptInstall(runner, ['nats-server'], 'the realtime tests on NATS');
  const binary = findBinary();
  return binary ? { binary } : { reason: '"apt-get install nats-server" did not provide it' };
}

/** Resolves once something accepts connections on the port; rejects when `exited` says so. */
function accepting(port, exited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (exited()) return reject(new Error(`nats-server exited: ${exited()}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error('nats-server did not start listening'));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts a NATS server: `{ ok: true, url, stop }`, or `{ ok: false, reason }` saying exactly why
 * it cannot.
 */
export async function startNatsServer() {
  const found = ensureBinary();
  if (!found.binary) return { ok: false, reason: found.reason };
  const port = await freePort();
  const child = spawn(found.binary, ['-a', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  let exit = '';
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-2000);
  });
  child.once('exit', (code, signal) => {
    exit = `${signal ?? code} ${output.trim()}`;
  });
  try {
    await accepting(port, () => exit);
  } catch (error) {
    child.kill('SIGKILL');
    return { ok: false, reason: error.message };
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    child.kill('SIGTERM');
  };
  process.once('exit', stop);
  return { ok: true, url: `nats://127.0.0.1:${port}`, stop };
}
