#!/usr/bin/env node
// The `hearth-plugin` command: checks and packs plugin bundles. It runs the compiled SDK.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/hearth-plugin.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('The plugin SDK is not built yet: run "npm run build" in the repository first.');
  process.exit(1);
}
const { runHearthPlugin } = await import(entry.href);
process.exitCode = await runHearthPlugin(process.argv.slice(2));
