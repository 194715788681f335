import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(root, 'server/bin/hearth.js');

/**
 * The superuser every test server has (only in its throw-away data directory): the setup adjusts
 * settings as this superuser, the plugin and console tests sign in with it.
 */
export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e admin password' };

/** A running `hearth serve` of the tests' own. */
export interface TestServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** What a test may change about the server it starts. */
export interface TestServerOptions {
  /** Extra environment (e.g. `WEB_DIR` for a copy of the build). */
  env?: Record<string, string>;
  /** Rate limits stay on (every test signs in from 127.0.0.1, several at once). */
  keepRateLimits?: boolean;
  /** Where the server's log goes: the test's own output, or nowhere. */
  log?: 'inherit' | 'ignore';
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${url}/api/health in time`);
}

/** Signs the test superuser in with a plain request and returns its token. */
export async function adminToken(url: string): Promise<string> {
  const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: ADMIN.email, password: ADMIN.password }),
  });
  const { token } = (await auth.json()) as { token?: string }; // note: PocketBase's auth answer.
  if (!auth.ok || !token) throw new Error(`the test superuser could not sign in: ${auth.status}`);
  return token;
}

/**
 * PocketBase's default rate limits (rightly) refuse tests that all sign in from 127.0.0.1 at
 * once; the limits themselves are the server's tests' business.
 */
async function disableRateLimits(url: string): Promise<void> {
  const patched = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: await adminToken(url) },
    body: JSON.stringify({ rateLimits: { enabled: false } }),
  });
  if (!patched.ok) throw new Error(`could not turn rate limits off: ${patched.status}`);
}

/**
 * Starts the built server on a free loopback port with a temporary `DATA_DIR` and the test
 * superuser. A test that changes what every other test relies on (SMTP, a shared collection's
 * rules, suspending people) starts one of its own rather than use the shared one.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // A friend who closes the page shows as offline after 2 s rather than 30 (friends.spec.ts).
    PRESENCE_GRACE_SECONDS: '2',
    ...options.env,
  };
  const superuser = spawnSync(
    process.execPath,
    [cli, 'superuser', 'upsert', ADMIN.email, ADMIN.password],
    {
      cwd: root,
      env,
      stdio: 'inherit',
    },
  );
  if (superuser.status !== 0) throw new Error('could not create the test superuser');
  const server = spawn(process.execPath, [cli, 'serve'], {
    cwd: root,
    env,
    stdio: ['ignore', options.log ?? 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // note: a busy machine starts a server slowly.
    await waitForHealth(url, Date.now() + 60_000);
    if (!options.keepRateLimits) await disableRateLimits(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
