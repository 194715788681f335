// A Hearth server for benchmarks, run as a child process (`fork`) on the built server
// (server/dist). It creates an open `ticks` collection, enables batches, turns rate limits off,
// listens on a free loopback port, reports it to the parent, and answers `memory` requests.
//
// Options, as a JSON object in the first argument (benchmarks that give none get none of this):
//   social: { users, friends }  seeds `users` and accepted `friendships` (the graph of
//     bench/lib/friend-graph.mjs) by direct SQL before the features start, and answers `users`
//     with each user's id and an auth token signed here (bench/lib/hearth-social.mjs).
//   chat: { kind: 'chat' | 'history', users, … }  seeds users, friendships, chats, members and
//     messages by direct SQL (bench/lib/hearth-chat.mjs, bench/lib/chat-layout.mjs) the same way,
//     and answers `users` likewise.
// It also answers `stats`: the database's changed rows (SQLite total_changes()) and the presence
// service's own stats, its write counter among them. Presence's grace period is the environment's
// PRESENCE_GRACE_SECONDS (startChildServer's `env`). With the option `timeRequests: true`,
// `{ requestTimes: after }` answers the time this process spent on each request finished after
// the `after`th (bench/lib/hearth-chat.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from '../../server/dist/app.js';
import { HEARTH_FEATURES } from '../../server/dist/features/hearth-features.js';
import { listen } from '../../server/dist/http/listen.js';
import { silentLogger } from '../../server/dist/lib/logger.js';
import { memorySnapshot } from './memory.mjs';
import { seedSocialGraph, signUserTokens, socialStats } from './hearth-social.mjs';
import { seedChats, timeRequests } from './hearth-chat.mjs';

const options = process.argv[2] ? JSON.parse(process.argv[2]) : {};
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'));
const config = { host: '127.0.0.1', port: 0, dataDir, webDir: null, debug: false };
const openApp = () => App.open(config, { logger: silentLogger, features: HEARTH_FEATURES });
let seeded = null;
if (options.social) {
  // note: seeded with the app closed again, so the features start on the graph as a restart would.
  const seeding = await openApp();
  seeded = await seedSocialGraph(seeding, options.social);
  await seeding.close();
}
if (options.chat) {
  // note: the database is seeded while no app has it open; the app then starts on it.
  await (await openApp()).close();
  seeded = await seedChats(dataDir, options.chat);
}
const app = await openApp();
const requestTimes = options.timeRequests ? timeRequests() : null;
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
  if (message === 'users') {
    void signUserTokens(app, seeded?.ids ?? []).then((users) => process.send({ users, seeded }));
  }
  if (message === 'stats') {
    void socialStats(app).then((stats) => process.send({ stats }));
  }
  if (requestTimes && typeof message === 'object' && 'requestTimes' in message) {
    process.send({ times: requestTimes.take(message.requestTimes) });
  }
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
process.send({ url: server.url, dataDir });
