import { defineConfig } from 'vitest/config';

/** The SDK's unit tests: the client in jsdom (per file), the `hearth-plugin` command in Node. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    env: { TZ: 'UTC' },
    restoreMocks: true,
    unstubGlobals: true,
  },
});
