// Auth throughput: auth-with-password and auth-refresh per second at concurrency 10 and 50,
// Hearth against a bare node:http server doing the minimum (lookup, argon2id verify or token
// check, sign) in the same run. Target: auth-refresh at least 80% of the baseline's throughput,
// printed as met or not. Each scenario is sent for WARMUP seconds (default 1) before it is
// measured. Usage: npm run build && node bench/auth.bench.mjs [seconds]
import { freePort, load, report, reportTargets, startProcess, tempDir } from './lib/harness.mjs';
import { call, prepareHearth } from './lib/hearth-setup.mjs';

const SECONDS = Number(process.argv[2] ?? 5);
const WARMUP = Number(process.env.WARMUP ?? 1);
const PASSWORD = 'benchmark-user-password';
const { dir, cleanup } = tempDir('hearth-bench-auth-');

try {
  const { hearth } = await prepareHearth(dir);
  const user = await call(hearth.url, 'POST', '/api/collections/users/records', null, {
    email: 'reader@example.com',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    nickname: 'reader',
  });
  const login = await call(hearth.url, 'POST', '/api/collections/users/auth-with-password', null, {
    identity: 'reader@example.com',
    password: PASSWORD,
  });
  const barePort = await freePort();
  const bare = await startProcess(
    'node',
    ['bench/lib/bare-auth-server.mjs', `${dir}/data.db`, String(barePort)],
    {},
    `http://127.0.0.1:${barePort}/health`,
  );
  const bareUrl = `http://127.0.0.1:${barePort}`;
  const bareToken = (
    await call(bareUrl, 'POST', '/login', null, {
      identity: 'reader@example.com',
      password: PASSWORD,
    })
  ).token;
  const body = JSON.stringify({ identity: 'reader@example.com', password: PASSWORD });
  const json = { 'content-type': 'application/json' };
  const rows = [];
  for (const connections of [10, 50]) {
    const h = { connections, duration: SECONDS, warmup: WARMUP, pid: hearth.pid };
    const b = { connections, duration: SECONDS, warmup: WARMUP, pid: bare.pid };
    rows.push({
      name: `auth-with-password, c=${connections}`,
      hearth: await load({
        ...h,
        method: 'POST',
        url: `${hearth.url}/api/collections/users/auth-with-password`,
        headers: json,
        body,
      }),
      baseline: await load({ ...b, method: 'POST', url: `${bareUrl}/login`, headers: json, body }),
    });
    rows.push({
      name: `auth-refresh, c=${connections}`,
      hearth: await load({
        ...h,
        method: 'POST',
        url: `${hearth.url}/api/collections/users/auth-refresh`,
        headers: { authorization: login.token },
      }),
      baseline: await load({
        ...b,
        method: 'POST',
        url: `${bareUrl}/refresh`,
        headers: { authorization: bareToken },
      }),
    });
  }
  report(`Auth (${SECONDS}s per scenario; user ${user.id})`, rows);
  reportTargets(rows, [
    { name: 'auth-refresh, c=10', minRpsRatio: 0.8 },
    { name: 'auth-refresh, c=50', minRpsRatio: 0.8 },
  ]);
  await bare.stop();
  await hearth.stop();
} finally {
  cleanup();
}
