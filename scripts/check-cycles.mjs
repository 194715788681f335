#!/usr/bin/env node
// Fails when any import cycle exists, counting `import type` too: a cycle of types still ties
// the modules' designs together, and it is how runtime cycles start. Part of `npm run check`.
// dpdm reads TypeScript's imports, type-only ones included, and resolves `.js` specifiers to their
// `.ts` sources (madge, the usual choice, does not install beside TypeScript 6).
//
// Usage: node scripts/check-cycles.mjs [TSCONFIG GLOB...]...   (default: every workspace's source)
// Each group is a tsconfig (for its path aliases) followed by the globs it covers.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = fileURLToPath(new URL('..', import.meta.url));

const DEFAULT_GROUPS = [
  ['packages/shared/tsconfig.json', 'packages/shared/src/**/*.ts'],
  ['server/tsconfig.json', 'server/src/**/*.ts'],
  ['web/tsconfig.json', 'web/src/**/*.ts', 'web/src/**/*.tsx'],
  ['e2e/tsconfig.json', 'e2e/**/*.ts'],
];

/** Splits `a.json x y b.json z` into `[[a.json, x, y], [b.json, z]]`. */
function groupsFrom(args) {
  const groups = [];
  for (const arg of args) {
    if (arg.endsWith('.json')) groups.push([arg]);
    else if (groups.length > 0) groups.at(-1).push(arg);
    else throw new Error(`a tsconfig must come before ${arg}`);
  }
  return groups;
}

/** The cycles of one group's files, each as a list of paths relative to the repository. */
async function cyclesOf([tsconfig, ...globs]) {
  const tree = await parseDependencyTree(globs, {
    context: root,
    tsconfig,
    transform: false,
    exclude: /node_modules|\/dist\//,
  });
  return parseCircular(tree).map((cycle) => cycle.map((file) => relative(root, file)));
}

const args = process.argv.slice(2);
const groups = args.length > 0 ? groupsFrom(args) : DEFAULT_GROUPS;
const cycles = (await Promise.all(groups.map(cyclesOf))).flat();
if (cycles.length === 0) {
  console.log('No import cycles.');
} else {
  console.error(`${cycles.length} import cycle(s):`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
  process.exitCode = 1;
}
