#!/usr/bin/env node
// `npm run dev`: the API on :8090, rebuilt and restarted when server code changes, and the web
// app on Vite's dev server (it proxies /api to :8090) with hot reload. Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('npx', ['tsc', '-b', 'packages/shared', 'server'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-b', '-w', '--preserveWatchOutput', 'server'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('node', ['--watch', 'server/bin/hearth.js', 'serve'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIR: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@hearth/web'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
