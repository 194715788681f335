// Vitest config for mutation testing (`npm run mutate`, docs/mutation-testing.md): only the
// fast unit tests of the authorization core, the filter language and the rule compilation
// into SQL, so that Stryker's run per mutant stays short. Not used by `npm test`.
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
    include: [
      'src/filter/**/*.test.ts',
      'src/records/record-filter*.test.ts',
      'src/records/record-sort.test.ts',
      'src/records/record-rules*.test.ts',
      'src/records/rule-templates.test.ts',
      'src/search/search-provider.test.ts',
      'src/logs/log-filter.test.ts',
    ],
    env: { TZ: 'UTC' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One module graph for all files: a test run per mutant then costs its tests, not imports.
    isolate: false,
  },
});
