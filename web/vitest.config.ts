import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { signedOutMessages } from './vite.config';

export default defineConfig({
  plugins: [react(), signedOutMessages()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // note: form tests type character by character; on a loaded 2-core machine (CI beside the
    // server and browser suites) 5 s is not enough, and a timeout there says nothing about the code.
    testTimeout: 30_000,
  },
});
