import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Tests read the shared package's source so they never run against a stale build.
      '@hearth/shared': fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
    // Tests of PostgreSQL-only code run in the suite's PostgreSQL pass, which sets the URL; tests
    // of the NATS bus need the NATS server that pass starts too.
    exclude: [
      ...(process.env['HEARTH_TEST_POSTGRES_URL'] ? [] : ['src/**/*.postgres.test.ts']),
      ...(process.env['HEARTH_TEST_NATS_URL']
        ? []
        : ['src/**/*.nats.test.ts', 'src/**/*.nats.postgres.test.ts']),
    ],
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
