import { defineConfig } from 'vitest/config';

/** The first-party plugins' unit tests: their parsing, counting and drawing, in jsdom. */
export default defineConfig({
  test: {
    include: ['*/src/**/*.test.ts'],
    environment: 'jsdom',
    env: { TZ: 'UTC' },
    restoreMocks: true,
  },
});
