import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server tests may use, from `HEARTH_TEST_POSTGRES_URL` (the test command starts a
 * private cluster and sets it when it runs the server suite on PostgreSQL), or null.
 */
export function postgresTestUrl(): string | null {
  const url = process.env['HEARTH_TEST_POSTGRES_URL'];
  return url ? url : null;
}

/** A database of its own for one test server, dropped when the test is done with it. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database on the test cluster. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = postgresTestUrl();
  if (!admin) throw new Error('HEARTH_TEST_POSTGRES_URL is not set');
  const name = `hearth_t_${randomBytes(6).toString('hex')}`;
  await withAdmin(admin, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdmin(admin, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
