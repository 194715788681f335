// A private PostgreSQL cluster for the tests: Debian's server binaries, a data folder in the
// temporary directory, a loopback port, trust authentication, started by an unprivileged user and
// removed when the tests end. Durability settings are off: the data lives only for one run.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, aptRunner } from './debian-packages.mjs';
import { freePort } from './free-port.mjs';

const MIN_VERSION = 15;
const VERSIONS_DIR = '/usr/lib/postgresql';

/** The newest `bin` folder of an installed PostgreSQL server of at least `MIN_VERSION`. */
function findServerBin() {
  if (!existsSync(VERSIONS_DIR)) return null;
  const versions = readdirSync(VERSIONS_DIR)
    .map(Number)
    .filter((version) => version >= MIN_VERSION)
    .sort((a, b) => b - a);
  for (const version of versions) {
    const bin = join(VERSIONS_DIR, String(version), 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function ensureServerBin() {
  const found = findServerBin();
  if (found) return { bin: found };
  const runner = aptRunner();
  if (runner === null) {
    return {
      reason: `PostgreSQL ${MIN_VERSION}+ is not installed and this user cannot install it: run "apt-get install postgresql" as root`,
    };
  }
  aptInstall(runner, ['postgresql'], 'the server tests on PostgreSQL');
  const bin = findServerBin();
  return bin
    ? { bin }
    : {
        reason: '"apt-get install postgresql" did not provide PostgreSQL 15+; see its output above',
      };
}

/**
 * PostgreSQL refuses to run as root, so as root the cluster runs as Debian's `postgres` user
 * (created by the package).
 */
function asServerUser(command, args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function runQuiet(command, args) {
  const [cmd, argv] = asServerUser(command, args);
  const result = spawnSync(cmd, argv, { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

/**
 * Starts a cluster: `{ ok: true, url, stop }`, or `{ ok: false, reason }` saying exactly why it
 * cannot.
 */
export async function startPostgresCluster() {
  const found = ensureServerBin();
  if (!found.bin) return { ok: false, reason: found.reason };
  const dir = mkdtempSync(join(tmpdir(), 'hearth-pg-'));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (owner.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      return {
        ok: false,
        reason: 'running as root, and there is no "postgres" user to run PostgreSQL as',
      };
    }
    chownSync(dir, Number(owner.stdout), Number(group.stdout));
  }
  const data = join(dir, 'data');
  const init = runQuiet(join(found.bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (!init.ok) {
    rmSync(dir, { recursive: true, force: true });
    return { ok: false, reason: `initdb failed: ${init.output}` };
  }
  const port = await freePort();
  const options = [
    `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir}`,
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=500',
  ].join(' ');
  const start = runQuiet(join(found.bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  if (!start.ok) {
    rmSync(dir, { recursive: true, force: true });
    return { ok: false, reason: `PostgreSQL did not start: ${start.output}` };
  }
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    runQuiet(join(found.bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  return { ok: true, url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
