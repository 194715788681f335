import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    // note: the first lint loads the whole ESLint config and its plugins.
    testTimeout: 60_000,
  },
});
