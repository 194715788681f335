import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const root = fileURLToPath(new URL('../..', import.meta.url));

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

/**
 * The superuser the setup uses to adjust settings (only in this throw-away data directory); the
 * plugin tests install plugins as this superuser.
 */
export const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e admin password' };

/**
 * Every test signs in from 127.0.0.1, several at once, which PocketBase's default rate limits
 * (rightly) refuse; the limits themselves are the server's tests' business.
 */
async function disableRateLimits(url: string): Promise<void> {
  const auth = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: ADMIN.email, password: ADMIN.password }),
  });
  const { token } = (await auth.json()) as { token?: string }; // note: PocketBase's auth answer.
  const patched = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: token ?? '' },
    body: JSON.stringify({ rateLimits: { enabled: false } }),
  });
  if (!patched.ok) throw new Error(`could not turn rate limits off: ${patched.status}`);
}

/**
 * Starts the built server (`hearth serve`) on a free port with a temporary `DATA_DIR`; the tests
 * find it in `HEARTH_E2E_URL` and its data in `HEARTH_E2E_DATA_DIR`. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const built of ['server/dist/cli/cli.js', 'web/dist/index.html']) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: run "npm run build" first`);
    }
  }
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
  };
  const cli = join(root, 'server/bin/hearth.js');
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await waitForHealth(url, Date.now() + 15_000);
  await disableRateLimits(url);
  process.env['HEARTH_E2E_URL'] = url;
  process.env['HEARTH_E2E_DATA_DIR'] = dataDir;
  return async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
