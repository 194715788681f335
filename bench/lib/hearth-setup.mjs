// Prepares a Hearth data directory for a benchmark: migrations, a superuser, rate limits off
// (a benchmark is exactly the traffic they exist to stop), then a running server.
import { runCommand, startHearth } from './harness.mjs';

export const BENCH_EMAIL = 'bench@example.com';
export const BENCH_PASSWORD = 'benchmark-password';

/**
 * Starts Hearth on `dir` and returns it with a superuser token and small JSON helpers; `extraEnv`
 * adds variables (e.g. `DATABASE_URL`).
 */
export async function prepareHearth(dir, extraEnv = {}) {
  const env = { DATA_DIR: dir, ...extraEnv };
  await runCommand(
    'node',
    ['server/bin/hearth.js', 'superuser', 'upsert', BENCH_EMAIL, BENCH_PASSWORD],
    env,
  );
  const server = await startHearth(dir, extraEnv);
  const auth = await call(
    server.url,
    'POST',
    '/api/collections/_superusers/auth-with-password',
    null,
    { identity: BENCH_EMAIL, password: BENCH_PASSWORD },
  );
  const token = auth.token;
  // Request logs stay on (they are part of every request's cost) unless BENCH_LOGS=off.
  const logs = process.env.BENCH_LOGS === 'off' ? { logs: { maxDays: 0 } } : {};
  await call(server.url, 'PATCH', '/api/settings', token, {
    rateLimits: { enabled: false },
    batch: { enabled: true, maxRequests: 1000 },
    ...logs,
  });
  const hearth = {
    ...server,
    post: (path, body) => call(server.url, 'POST', path, token, body),
    patch: (path, body) => call(server.url, 'PATCH', path, token, body),
  };
  return { hearth, token };
}

/** One JSON API call; throws with the body on a non-2xx answer. */
export async function call(base, method, path, token, body) {
  const response = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: body === undefined || body === null ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}
