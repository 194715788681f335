#!/usr/bin/env node
// Builds the plugins in the repository into bundles the server installs: every folder of
// plugins/ into plugins/dist/<id>.zip (poll and checklist come installed on a fresh instance),
// and the test-only plugins of e2e/plugins/ into e2e/plugins/dist/<id>.zip.
//
// A plugin folder holds manifest.json, its pages and other static files, and src/main.ts. The
// bundle is the static files as they are plus main.js: src/main.ts bundled with the SDK into
// one classic script (a module script would need CORS headers in a sandboxed frame, whose origin
// is opaque). Needs the SDK built first (`npm run build -w @hearth/plugin-sdk`).
import { cp, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = [
  { from: join(root, 'plugins'), to: join(root, 'plugins', 'dist') },
  { from: join(root, 'e2e', 'plugins'), to: join(root, 'e2e', 'plugins', 'dist') },
];
/** What stays out of a bundle: the sources, their types and tests, the build's own output. */
const LEFT_OUT = new Set(['src', 'dist', 'tsconfig.json', 'vitest.config.ts', 'node_modules']);
const stagingRoot = join(root, 'node_modules', '.cache', 'hearth-plugins');

const { packPlugin } = await import(
  new URL('../packages/plugin-sdk/dist/cli/pack-plugin.js', import.meta.url).href
).catch(() => {
  console.error(
    'The plugin SDK is not built yet: run "npm run build -w @hearth/plugin-sdk" first.',
  );
  process.exit(1);
});

const started = performance.now();
let failed = false;
for (const { from, to } of SOURCES) {
  await mkdir(to, { recursive: true });
  for (const folder of await pluginFolders(from)) {
    failed = !(await buildPlugin(folder, to)) || failed;
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(failed ? 'Some plugins did not build.' : `Plugins built in ${seconds} s.`);
process.exit(failed ? 1 : 0);

/** The folders of `parent` that hold a manifest.json. */
async function pluginFolders(parent) {
  const names = await readdir(parent).catch(() => []);
  const folders = [];
  for (const name of names.sort()) {
    const folder = join(parent, name);
    if (await isFile(join(folder, 'manifest.json'))) folders.push(folder);
  }
  return folders;
}

/** Stages the plugin's static files and its bundled script, then packs them into `<to>/<id>.zip`. */
async function buildPlugin(folder, to) {
  const { id } = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'));
  const stage = join(stagingRoot, relative(root, folder));
  await rm(stage, { recursive: true, force: true });
  await cp(folder, stage, {
    recursive: true,
    filter: (source) =>
      source === folder || !LEFT_OUT.has(relative(folder, source).split(/[\\/]/)[0]),
  });
  await bundleScript(folder, stage);
  const packed = await packPlugin(stage, join(to, `${id}.zip`));
  if (!packed.ok) {
    console.error(`${relative(root, folder)}:\n  ${packed.problems.join('\n  ')}`);
    return false;
  }
  console.log(`${relative(root, packed.out)}: ${packed.files} files, ${packed.bytes} bytes`);
  return true;
}

/** `src/main.ts` and what it imports, as one minified classic script: `<stage>/main.js`. */
async function bundleScript(folder, stage) {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: folder,
    publicDir: false,
    build: {
      outDir: stage,
      emptyOutDir: false,
      target: 'es2022',
      minify: true,
      reportCompressedSize: false,
      lib: {
        entry: join(folder, 'src', 'main.ts'),
        formats: ['iife'],
        name: 'plugin',
        fileName: () => 'main.js',
      },
    },
  });
}

async function isFile(path) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}
