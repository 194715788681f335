// Runs every benchmark in this folder, one after another (`npm run bench` builds first).
// Each prints its own figures and the ratio against its in-run baseline.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .sort();
let failed = 0;
for (const name of benches) {
  console.log(`\n== ${name}`);
  const result = spawnSync('node', [`${here}${name}`, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
