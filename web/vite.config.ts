import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the single-page app into `web/dist`, which the server serves with history fallback. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    // note: hashed names under /assets/ are what the server caches for a year.
    assetsDir: 'assets',
    reportCompressedSize: true,
    // note: the end-to-end budget check reads it to find what /login loads first.
    manifest: true,
  },
  server: {
    proxy: { '/api': process.env['HEARTH_API_PROXY'] ?? 'http://127.0.0.1:8090' },
  },
});
