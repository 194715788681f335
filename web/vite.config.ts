import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { SIGNED_OUT_SECTIONS } from './src/i18n/signed-out-sections';

/**
 * `locales/<lang>.json?signed-out`: the locale file cut down to the sections the signed-out pages
 * use, so the sign-in page's first paint does not carry the whole app's messages.
 */
export function signedOutMessages(): Plugin {
  return {
    name: 'hearth:signed-out-messages',
    enforce: 'pre',
    transform(code, id) {
      // note: the dev server and tests add their own query parameters (`?import&signed-out`).
      if (!/\.json\?(?:.*&)?signed-out(?:&|$)/.test(id)) return null;
      const all: Record<string, unknown> = JSON.parse(code);
      const picked = Object.fromEntries(SIGNED_OUT_SECTIONS.map((name) => [name, all[name]]));
      // note: a module of its own (the query hides the `.json` from the JSON loader).
      return { code: `export default ${JSON.stringify(picked)};`, map: null };
    },
  };
}

/** Builds the single-page app into `web/dist`, which the server serves with history fallback. */
export default defineConfig({
  plugins: [react(), signedOutMessages()],
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
    rollupOptions: {
      treeshake: {
        // note: @hearth/shared is constants and types; its collection definitions build their rules
        // with helper calls, which would otherwise keep every collection in the first paint.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': process.env['HEARTH_API_PROXY'] ?? 'http://127.0.0.1:8090' },
  },
});
