import pg from 'pg';
import { createTestDatabase } from './test-postgres.js';

/** A fresh database for the tests of several processes, dropped at the end. */
export interface ClusterTestDatabase {
  url: string;
  /** Runs a statement on it (tests inspect tables and kill connections with it). */
  query(text: string, params?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

/** Creates a database on the test cluster, with a connection pool to inspect it. */
export async function createClusterTestDatabase(): Promise<ClusterTestDatabase> {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    url: database.url,
    query: (text, params) => pool.query(text, params),
    drop: async () => {
      await pool.end();
      await database.drop();
    },
  };
}
