#!/usr/bin/env node
// Mutation testing with Stryker (docs/mutation-testing.md): `npm run mutate -- <folder or file>…`
// mutates the TypeScript sources (never the tests) under each path and runs the fast unit tests
// of server/vitest.mutate.config.mjs against every mutant. Without paths it mutates the
// authorization core. The report goes to reports/mutation/ (git-ignored). Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The filter language and the rule compilation into SQL: what decides who sees which record. */
const AUTHORIZATION_CORE = [
  'server/src/filter',
  'server/src/records/record-filter.ts',
  'server/src/records/record-field-resolver.ts',
  'server/src/records/record-field-path.ts',
  'server/src/records/record-join-scope.ts',
  'server/src/records/record-request-field.ts',
  'server/src/records/record-request-values.ts',
  'server/src/records/rule-templates.ts',
];

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: npm run mutate -- [folder or file]… (default: the authorization core)');
  process.exit(0);
}

/** Stryker `mutate` globs for one path: a folder's .ts sources without tests, or one file. */
function globsFor(path) {
  const absolute = resolve(process.cwd(), path);
  if (!existsSync(absolute)) {
    console.error(`mutate: ${path} does not exist`);
    process.exit(2);
  }
  const rel = relative(root, absolute).split('\\').join('/');
  if (rel.startsWith('..')) {
    console.error(`mutate: ${path} is outside the repository`);
    process.exit(2);
  }
  if (statSync(absolute).isFile()) return [rel];
  const base = rel === '' ? '' : `${rel}/`;
  return [`${base}**/*.ts`, `!${base}**/*.test.ts`];
}

const globs = (args.length > 0 ? args : AUTHORIZATION_CORE).flatMap(globsFor);
console.log(`mutate: ${globs.join(' ')}`);

const stryker = fileURLToPath(
  new URL('../node_modules/@stryker-mutator/core/bin/stryker.js', import.meta.url),
);
const result = spawnSync(
  process.execPath,
  [stryker, 'run', 'stryker.config.mjs', '--mutate', globs.join(',')],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
);
process.exit(result.status ?? 1);
