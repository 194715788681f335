// The data of the benchmarks with several server processes (bench/scale.bench.mjs,
// bench/nats.bench.mjs): databases on a private PostgreSQL cluster, the scale seed (prepared
// through the API, filled by bench/lib/seed-scale.mjs through the App's storage seam, the same
// code on both engines) and users' tokens from the superuser's impersonate endpoint.
import pg from 'pg';
import { runCommand } from './harness.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD, call, prepareHearth } from './hearth-setup.mjs';
import { createPostCollections } from './records-posts.mjs';
import { eachLimit } from './sse-clients.mjs';

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prepares the database of `dir` (or of `databaseUrl`) through the API (superuser, settings,
 * the posts collections), then fills it by bench/lib/seed-scale.mjs with `users` users in
 * `direct` direct chats each; answers what it did.
 */
export async function seedScale(dir, databaseUrl, users, direct) {
  const started = performance.now();
  const env = { DATABASE_URL: databaseUrl };
  const { hearth } = await prepareHearth(dir, env);
  await createPostCollections(hearth);
  await hearth.stop();
  const output = await runCommand(
    'node',
    ['bench/lib/seed-scale.mjs', String(users), String(direct)],
    { ...env, DATA_DIR: dir },
  );
  const rows = JSON.parse(output.trim().split('\n').at(-1));
  return (
    `${rows.posts} posts, ${rows.users} users, ${rows.friendships} friendships, ${rows.chats} ` +
    `chats (${rows.groups} groups), ${rows.members} members in ${s(performance.now() - started)}`
  );
}

/** The bench superuser's token on the server at `base`. */
export async function superuserToken(base) {
  const { token } = await call(
    base,
    'POST',
    '/api/collections/_superusers/auth-with-password',
    null,
    { identity: BENCH_EMAIL, password: BENCH_PASSWORD },
  );
  return token;
}

/** Each user's token (of `ids`, in order), from the impersonate endpoint (no password hash each). */
export async function impersonateAll(base, ids) {
  const token = await superuserToken(base);
  const tokens = new Array(ids.length);
  await eachLimit(
    ids.map((id, i) => [id, i]),
    8,
    async ([id, i]) => {
      const path = `/api/collections/users/impersonate/${id}`;
      tokens[i] = (await call(base, 'POST', path, token, { duration: 3600 })).token;
    },
  );
  return tokens;
}

/** Creates database `name` on the cluster at `adminUrl` (a copy of `template`'s, if given). */
export async function createDatabase(adminUrl, name, templateUrl) {
  const template = templateUrl ? ` TEMPLATE ${new URL(templateUrl).pathname.slice(1)}` : '';
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl, url) {
  const name = new URL(url).pathname.slice(1);
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
}

async function withClient(url, task) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}
