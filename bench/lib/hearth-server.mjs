// A Hearth server for benchmarks, run as a child process (`fork`) on the built server
// (server/dist). It creates an open `ticks` collection, enables batches, turns rate limits off,
// listens on a free loopback port, reports it to the parent, and answers `memory` requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from '../../server/dist/app.js';
import { HEARTH_FEATURES } from '../../server/dist/features/hearth-features.js';
import { listen } from '../../server/dist/http/listen.js';
import { silentLogger } from '../../server/dist/lib/logger.js';
import { memorySnapshot } from './memory.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
const app = await App.open(
  { host: '127.0.0.1', port: 0, dataDir, webDir: null, debug: false },
  { logger: silentLogger, features: HEARTH_FEATURES },
);
const open = { listRule: '', viewRule: '', createRule: '', updateRule: '', deleteRule: '' };
await app.collectionService.create({
  name: 'ticks',
  type: 'base',
  ...open,
  fields: [
    { name: 'title', type: 'text' },
    { name: 'sent', type: 'number' },
  ],
});
// Rate limits would throttle exactly the traffic a benchmark makes.
await app.settings.update({
  rateLimits: { enabled: false },
  batch: { enabled: true, maxRequests: 1000, timeout: 30, maxBodySize: 0 },
});
const server = await listen(app, '127.0.0.1', 0);

// note: a benchmark that dies must not leave its server running.
process.on('disconnect', () => process.exit(0));
process.on('message', (message) => {
  if (message === 'memory')
    process.send({ memory: memorySnapshot(), clients: app.realtime.clientCount });
  if (message === 'stop') {
    void server
      .close()
      .then(() => app.close())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  }
});
process.send({ url: server.url });
