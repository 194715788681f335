import { fileURLToPath } from 'node:url';
import { STORAGE_KEYS, SUPPORTED_LANGUAGES } from '@hearth/shared';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig, runnerImport } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as AuthLayoutShells from './src/app/layouts/auth-layout-shells';
import { SIGNED_OUT_SECTIONS } from './src/i18n/signed-out-sections';
import { SURFACES } from './src/shared/lib/theme-preference';
import { THEME_COLORS, themeColorScript } from './src/shared/pwa/theme-color';

const SRC = fileURLToPath(new URL('./src', import.meta.url));

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

const CSS_STUB = '\0hearth:css-stub';

/** Renders the signed-out pages with React (app/layouts/auth-layout-shells.tsx), without styles. */
async function renderShells(): Promise<Record<string, string>> {
  const { module } = await runnerImport<typeof AuthLayoutShells>(
    fileURLToPath(new URL('./src/app/layouts/auth-layout-shells.tsx', import.meta.url)),
    {
      configFile: false,
      root: fileURLToPath(new URL('.', import.meta.url)),
      logLevel: 'error',
      resolve: { alias: { '@': SRC } },
      plugins: [
        {
          name: 'hearth:css-stub',
          enforce: 'pre',
          resolveId: (source) => (source.endsWith('.css') ? CSS_STUB : null),
          load: (id) => (id === CSS_STUB ? 'export {};' : null),
        },
      ],
    },
  );
  // note: `loadLanguage` marks the page's language on the document; nothing else needs one.
  Object.assign(globalThis, { document: { documentElement: {} } });
  try {
    return await module.renderShells();
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
  }
}

/**
 * The script that shows a shell, then starts the app. A shell shows only where the app would
 * show that very page: a signed-out page, no valid stored session (spec section 4: a token whose
 * `exp` has not passed), not the reset form a mail link opens; in the stored or the browser's
 * language (spec section 4) and the stored surface colour (the stylesheet colours the page from
 * it). The shell is a picture of the page, inert and hidden from assistive technology (what is
 * typed or clicked in it before the app runs would be lost); it goes in beside the hidden `#app`,
 * and main.tsx swaps them once the app has rendered the page. With a shell, the app's modules are
 * fetched after the shell has painted (at once in a hidden tab, which does not paint): on a slow
 * line they would compete with the stylesheet, and evaluating them first holds the paint back.
 */
function shellScript(shells: Record<string, string>, entry: string, preloads: string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){var d=document;
function add(tag,props){var e=d.createElement(tag);e.crossOrigin='';for(var k in props)e[k]=props[k];d.head.appendChild(e)}
function start(){${json(preloads)}.forEach(function(href){add('link',{rel:'modulepreload',href:href})});add('script',{type:'module',src:${json(entry)}})}
function shell(){try{
var s=localStorage,p=location.pathname.replace(/\\/+$/,''),S=${json(shells)};
if(new URLSearchParams(location.search).has('token'))return false;
try{var t=JSON.parse(s.getItem(${json(STORAGE_KEYS.session)})).token,c=JSON.parse(atob(t.split('.')[1].replace(/-/g,'+').replace(/_/g,'/')));if(typeof c.exp==='number'&&c.exp*1000>Date.now())return false}catch(e){}
var L=${json(SUPPORTED_LANGUAGES)},l=s.getItem(${json(STORAGE_KEYS.language)});
if(L.indexOf(l)<0){l=(navigator.language||'').split('-')[0].trim().toLowerCase();if(L.indexOf(l)<0)l='en'}
var h=S[l+p];if(!h)return false;
var th=s.getItem(${json(STORAGE_KEYS.theme)});if(${json(Object.keys(SURFACES))}.indexOf(th)>=0)d.documentElement.dataset.surface=th;
var a=d.getElementById('app');d.documentElement.lang=l;a.hidden=true;a.insertAdjacentHTML('beforebegin','<div data-first-paint="" inert="" aria-hidden="true">'+h+'</div>');return true}catch(e){return false}}
if(shell()&&d.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(start,0)});else start()})()`;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Paints the signed-out pages (/login, /register, /forget) before any module has loaded: their
 * markup, rendered by React at build time in each language, goes into `index.html` with a small
 * inline script that shows the right one (see `shellScript`); the app's own render then takes its
 * place with the same elements in the same places.
 */
export function firstPaintShell(): Plugin {
  return {
    name: 'hearth:first-paint-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module entry script to start after a shell');
        const shells = await renderShells();
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
        return html
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace(
            '<div id="app"></div>',
            `<div id="app"></div>\n    <script>${shellScript(shells, entry, preloads)}</script>`,
          );
      },
    },
  };
}

/**
 * Colours the browser's bar for the stored surface before the page paints, on every page (the
 * first-paint shell's script runs only where a signed-out page is shown).
 */
export function themeColorMeta(): Plugin {
  return {
    name: 'hearth:theme-color',
    transformIndexHtml: (html) =>
      html.replace(
        /<meta name="theme-color"[^>]*>/,
        (meta) => `${meta}\n    <script>${themeColorScript(STORAGE_KEYS.theme)}</script>`,
      ),
  };
}

/**
 * The installable app (docs/offline.md): a manifest, and a Workbox service worker that precaches
 * the app shell and static assets so Hearth opens with no network. It caches no API answer (one
 * user's data must never outlive their session in a cache another user could read); the app's
 * own per-user store keeps what chats show offline. `prompt`: a new version waits until the user
 * chooses to reload (shared/pwa/), never swapping under their feet.
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    // note: registered by the app once someone is signed in (shared/pwa/), never by a script in
    // index.html, so the sign-in page's first paint carries none of it.
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Hearth',
      short_name: 'Hearth',
      description: 'Chat with your people on a server you run yourself.',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      // note: the default (white) surface's bar and page; the page's meta tag then follows the
      // stored surface (a manifest has one colour for all).
      theme_color: THEME_COLORS.white,
      background_color: '#f6f4f1',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2,json,webmanifest}'],
      // note: the largest chunks (MUI, syntax highlighting) are over Workbox's 2 MiB default.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: 'index.html',
      // The API, PocketBase's admin UI and served files are the server's, never the app shell.
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/_(?:\/|$)/, /\/[^/?]+\.[^/?]+(?:\?.*)?$/],
      cleanupOutdatedCaches: true,
      // note: the first worker takes the open page at once, so the next version finds it
      // controlled and waits for the user's reload (a page no worker controls would let it in
      // unannounced). Later versions still wait: skipWaiting only on the user's Reload.
      clientsClaim: true,
      // note: the bundle ships files named by content hash; their hash is their revision.
      dontCacheBustURLsMatching: /^assets\//,
    },
  });
}

/** Builds the single-page app into `web/dist`, which the server serves with history fallback. */
export default defineConfig({
  plugins: [react(), signedOutMessages(), firstPaintShell(), themeColorMeta(), installableApp()],
  resolve: {
    alias: { '@': SRC },
  },
  build: {
    target: 'es2022',
    // note: every browser the app targets but Safari 16 preloads modules natively; without the
    // polyfill Safari 16 only loads them a little later, and /login's first paint is smaller.
    modulePreload: { polyfill: false },
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
