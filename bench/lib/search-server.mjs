// The Hearth server of bench/search.bench.mjs, run as a child process (`fork`) on the built
// server (server/dist). Before the app starts it seeds, with search not yet installed, the chat
// history of bench/lib/chat-layout.mjs (historyLayout: bench/lib/hearth-chat.mjs, by SQL) and
// rewrites every message's text with bench/lib/search-corpus.mjs; then it opens the app with
// every feature, so search's migration indexes those messages as an upgraded install's are (the
// same code that indexes new messages), and times it.
//
// Options, as a JSON object in the first argument: { users, chats, messages, mine }.
// Messages it answers: `users` (ids and tokens of the first user, "me"), `{ indexing: bool }`
// (turns the index's write hook on or off; off is the insert baseline), `{ requestTimes: after }`
// (bench/lib/hearth-chat.mjs), `stop`. With its URL it reports `dataDir`, `seeded`, the
// migration's time and the sizes of the messages and of the index.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { App } from '../../server/dist/app.js';
import { HEARTH_FEATURES } from '../../server/dist/features/hearth-features.js';
import { searchFeature } from '../../server/dist/features/search/search-feature.js';
import { listen } from '../../server/dist/http/listen.js';
import { silentLogger } from '../../server/dist/lib/logger.js';
import { seedChats, timeRequests } from './hearth-chat.mjs';
import { signUserTokens } from './hearth-social.mjs';
import { messageTexts } from './search-corpus.mjs';

const options = JSON.parse(process.argv[2] ?? '{}');
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-search-'));
const config = { host: '127.0.0.1', port: 0, dataDir, webDir: null, debug: false };
const open = (features) => App.open(config, { logger: silentLogger, features });

let indexing = true;
/**
 * The search feature with its write hook behind a switch: the hooks it adds to `onBeforeWrite`
 * run only while `indexing` is on. Everything else of it (migration, routes) is untouched.
 */
const switchableSearch = {
  ...searchFeature,
  setup(app) {
    const hooks = new Proxy(app.recordHooks, {
      get(target, key) {
        if (key === 'onBeforeWrite') {
          return (listener) =>
            target.onBeforeWrite((event, q) => (indexing ? listener(event, q) : undefined));
        }
        const value = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const withHooks = new Proxy(app, {
      get: (target, key) => (key === 'recordHooks' ? hooks : Reflect.get(target, key)),
    });
    return searchFeature.setup(withHooks);
  },
};

/** Rewrites every message's text, in rowid order, with the corpus (one UPDATE, one pass). */
function rewriteTexts(file) {
  const texts = messageTexts();
  const db = new Database(file);
  db.function('corpus_text', () => texts.next());
  db.exec('UPDATE messages SET text = corpus_text()');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** Bytes of each table and index of the database (SQLite's dbstat), by name. */
function sizes(file) {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name').all();
  const text = db.prepare('SELECT SUM(length(CAST(text AS BLOB))) AS bytes FROM messages').get();
  const { segments } = db
    .prepare('SELECT COUNT(DISTINCT segid) AS segments FROM "_hearthMessageSearch_idx"')
    .get();
  db.close();
  const bytes = Object.fromEntries(rows.map((row) => [row.name, row.bytes]));
  const sum = (test) =>
    Object.entries(bytes)
      .filter(([name]) => test(name))
      .reduce((total, [, n]) => total + n, 0);
  const messageTables = ['messages', 'idx_messages_chat_seq', 'idx_messages_author_client'];
  return {
    segments,
    messages: sum((name) => messageTables.includes(name) || name === 'sqlite_autoindex_messages_1'),
    text: text.bytes,
    fts: sum((name) => name.startsWith('_hearthMessageSearch_')),
    rows: sum(
      (name) =>
        name === '_hearthMessageSearchRows' ||
        name === 'sqlite_autoindex__hearthMessageSearchRows_1',
    ),
  };
}

const withoutSearch = HEARTH_FEATURES.filter((feature) => feature !== searchFeature);
const withSearch = HEARTH_FEATURES.map((f) => (f === searchFeature ? switchableSearch : f));
// note: migrated without search, then seeded while no app has the database open.
await (await open(withoutSearch)).close();
const seeded = await seedChats(dataDir, { kind: 'history', ...options });
let started = performance.now();
rewriteTexts(join(dataDir, 'data.db'));
seeded.rewriteMs = performance.now() - started;
started = performance.now();
const app = await open(withSearch);
const migrationMs = performance.now() - started;
const requestTimes = timeRequests();
await app.settings.update({ rateLimits: { enabled: false } });
const server = await listen(app, '127.0.0.1', 0);

process.on('disconnect', () => process.exit(0));
process.on('message', (message) => {
  if (message === 'users') {
    void signUserTokens(app, seeded.ids).then((users) => process.send({ users }));
  }
  if (typeof message === 'object' && 'indexing' in message) {
    indexing = message.indexing;
    process.send({ indexingSet: indexing });
  }
  if (typeof message === 'object' && 'requestTimes' in message) {
    process.send({ times: requestTimes.take(message.requestTimes) });
  }
  if (message === 'sizes') process.send({ sizes: sizes(join(dataDir, 'data.db')) });
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
process.send({ url: server.url, dataDir, seeded, migrationMs });
