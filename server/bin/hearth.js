#!/usr/bin/env node
// The `hearth` command. It runs the compiled server; `npm install` builds it (see `prepare`).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/cli.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('The server is not built yet: run "npm run build" in the repository first.');
  process.exit(1);
}
const { runCli } = await import(entry.href);
process.exitCode = await runCli(process.argv.slice(2));
