/**
 * The server's layers, from the top down (docs/ARCHITECTURE.md draws the same table). A module
 * may import modules of the layers below its own, never one of its own layer or above: one
 * rule per module, generated here, so that no later config block can silently replace it.
 *
 * A module is a folder of `server/src/` or one of its top-level files. Tests (`*.test.ts`,
 * `*.case.ts` conformance suites and the `test/` helpers) may import anything to set up what
 * they test; the rules hold for the code that ships.
 */
export const SERVER_LAYERS = [
  { name: 'entry point', modules: ['cli'] },
  {
    name: 'interfaces: the HTTP API and Hearth\u2019s product features, side by side',
    modules: ['http', 'features'],
  },
  { name: 'composition root', modules: ['app.ts'] },
  {
    name: 'shared between processes: realtime bus, counters, presence, cache reloads',
    modules: ['cluster'],
  },
  { name: 'services', modules: ['auth', 'files', 'batch', 'backups', 'jobs'] },
  { name: 'event and mail services', modules: ['realtime', 'mail', 'logs', 'rate-limit'] },
  { name: 'records and settings', modules: ['records', 'settings'] },
  { name: 'record hooks and migrations', modules: ['hooks', 'migrations'] },
  { name: 'collections', modules: ['collections'] },
  {
    name: 'tools',
    modules: ['search', 'security', 'filesystem', 'oauth2', 'forms', 'router'],
  },
  { name: 'filter language', modules: ['filter'] },
  { name: 'storage and shared types', modules: ['storage', 'errors.ts', 'request-info.ts'] },
  { name: 'generic helpers', modules: ['lib', 'config.ts'] },
];

/** Only these modules may use the HTTP framework. */
const HTTP_FRAMEWORK_USERS = new Set(['http']);
/** Only these choose the storage engine; everything else sees the `storage/` seam. */
const STORAGE_ENGINE_USERS = new Set(['storage', 'app.ts', 'cli']);

const SRC = 'server/src';
const TEST_FILES = [
  `${SRC}/**/*.test.ts`,
  `${SRC}/**/*.case.ts`,
  `${SRC}/test/**`,
  `${SRC}/sdk/**`,
];

/** The import patterns that name a module, from anywhere in `server/src/`. */
function importsOf(module) {
  return module.endsWith('.ts')
    ? [`**/${module.replace(/\.ts$/, '.js')}`]
    : [`**/${module}`, `**/${module}/**`];
}

function filesOf(module) {
  return module.endsWith('.ts') ? [`${SRC}/${module}`] : [`${SRC}/${module}/**`];
}

function layerMessage(module, target, targetLayer) {
  return (
    `${module} must not import ${target} (${targetLayer.name}): a module imports only ` +
    'from the layers below its own (lint/server-layers.js, docs/ARCHITECTURE.md).'
  );
}

/** Every import a module may not make: upper layers, its own layer's siblings, and the rest. */
export function forbiddenImportsOf(module) {
  const index = SERVER_LAYERS.findIndex((layer) => layer.modules.includes(module));
  if (index < 0) throw new Error(`${module} has no layer in lint/server-layers.js`);
  const patterns = [];
  SERVER_LAYERS.slice(0, index + 1).forEach((layer) => {
    for (const target of layer.modules) {
      if (target === module) continue;
      patterns.push({ group: importsOf(target), message: layerMessage(module, target, layer) });
    }
  });
  if (!STORAGE_ENGINE_USERS.has(module)) {
    patterns.push({
      group: ['**/storage/sqlite', '**/storage/sqlite/**'],
      message: 'Only the composition root picks the storage engine; use the storage/ seam.',
    });
  }
  patterns.push({
    group: ['**/test/**'],
    message: 'Test helpers are for tests only.',
  });
  const paths = HTTP_FRAMEWORK_USERS.has(module)
    ? []
    : ['hono', '@hono/node-server'].map((name) => ({
        name,
        message: 'Only server/src/http may use the HTTP framework.',
      }));
  return { paths, patterns };
}

/** One flat-config block per module, each holding the module's whole import restriction. */
export function serverLayerBlocks() {
  const modules = SERVER_LAYERS.flatMap((layer) => layer.modules);
  return [
    {
      files: [`${SRC}/**/*.ts`],
      ignores: [...TEST_FILES, ...modules.flatMap(filesOf)],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '.*',
                message: `Every server module needs a layer in lint/server-layers.js.`,
              },
            ],
          },
        ],
      },
    },
    ...modules.map((module) => ({
      files: filesOf(module),
      ignores: TEST_FILES,
      rules: { 'no-restricted-imports': ['error', forbiddenImportsOf(module)] },
    })),
  ];
}
