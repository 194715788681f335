import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer } from './private-server';

export { ADMIN } from './private-server';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the built server (`hearth serve`) the tests share, on a free port with a temporary
 * `DATA_DIR`; the tests find it in `HEARTH_E2E_URL` and its data in `HEARTH_E2E_DATA_DIR`.
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const built of ['server/dist/cli/cli.js', 'web/dist/index.html']) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: run "npm run build" first`);
    }
  }
  const server = await startTestServer();
  process.env['HEARTH_E2E_URL'] = server.url;
  process.env['HEARTH_E2E_DATA_DIR'] = server.dataDir;
  return server.stop;
}
