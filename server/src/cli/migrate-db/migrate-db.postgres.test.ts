import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CollectionRegistry } from '../../collections/collection-registry.js';
import type { ServerConfig } from '../../config.js';
import { HEARTH_FEATURES } from '../../features/hearth-features.js';
import { silentLogger } from '../../lib/logger.js';
import type { Db } from '../../storage/db.js';
import { openSqliteDb } from '../../storage/sqlite/sqlite-db.js';
import { openDirect, sendText } from '../../test/chat-kit.js';
import { foundTexts } from '../../test/search-kit.js';
import { befriend, person } from '../../test/social-kit.js';
import { bandedImage, RED } from '../../test/test-images.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-postgres.js';
import {
  startTestServer,
  SUPERUSER_EMAIL,
  TEST_PASSWORD,
  type TestServer,
} from '../../test/test-server.js';
import { copiedTables } from './copied-tables.js';
import { existingTables } from './existing-tables.js';
import { runMigrateDbCommand } from './migrate-db-command.js';
import { tableChecksums, type TableChecksum } from './table-checksum.js';

const scratch = mkdtempSync(join(tmpdir(), 'hearth-migrate-db-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => join(scratch, `dir-${++dirs}`);

/** What the source instance holds, to be found again on the copy. */
interface Seeded {
  dataDir: string;
  alice: { id: string; email: string };
  chatId: string;
  noteId: string;
  avatar: Buffer;
}

/** The command as the CLI runs it, on a config whose DATA_DIR is `dataDir`; output captured. */
async function migrateDb(dataDir: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi
    .spyOn(console, 'log')
    .mockImplementation((line: unknown) => out.push(String(line)));
  const error = vi
    .spyOn(console, 'error')
    .mockImplementation((line: unknown) => err.push(String(line)));
  try {
    const config: ServerConfig = {
      host: '127.0.0.1',
      port: 0,
      dataDir,
      webDir: null,
      debug: false,
      databaseUrl: null,
    };
    const code = await runMigrateDbCommand(args, config, HEARTH_FEATURES, silentLogger);
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/**
 * A SQLite instance with what a real one holds: users (one with an avatar), a friendship, a
 * direct chat with messages, a collection an admin made (number, bool, JSON and file fields),
 * a field an admin added to `users`, and changed settings.
 */
async function seedSqliteInstance(): Promise<Seeded> {
  const dataDir = freshDir();
  const server = await startTestServer({ dataDir, databaseUrl: null });
  try {
    const admin = await server.superuser();
    const avatar = await bandedImage(8, 8, [RED]);
    const email = 'alice@example.com';
    const signedIn = await server.user(email, TEST_PASSWORD, {
      nickname: 'alice',
      avatar: new File([avatar], 'me.png', { type: 'image/png' }),
    });
    const alice = { ...signedIn, nickname: 'alice' };
    const bob = await person(server, 'bob');
    await befriend(alice, bob);
    const chat = await openDirect(alice, bob);
    await sendText(alice, chat.id, 'hello from the old home, 東京タワー');
    await sendText(bob, chat.id, 'second message');
    await admin.collections.create({
      name: 'notes',
      type: 'base',
      listRule: '',
      viewRule: '',
      fields: [
        { name: 'title', type: 'text' },
        { name: 'score', type: 'number' },
        { name: 'done', type: 'bool' },
        { name: 'meta', type: 'json' },
        { name: 'attachment', type: 'file', maxSelect: 1, maxSize: 1_000_000 },
      ],
    });
    const note = await admin.collection('notes').create({
      title: 'first',
      score: 2.5,
      done: true,
      meta: { b: [1, 'two'], a: null },
      attachment: new File(['plain words'], 'words.txt', { type: 'text/plain' }),
    });
    const users = await admin.collections.getOne('users');
    await admin.collections.update('users', {
      fields: [...users.fields, { name: 'motto', type: 'text' }],
    });
    await admin.collection('users').update(alice.id, { motto: 'carry on' });
    await admin.settings.update({ meta: { appName: 'Moved Hearth' } });
    return { dataDir, alice: { id: alice.id, email }, chatId: chat.id, noteId: note.id, avatar };
  } finally {
    await server.close();
  }
}

/** Every copied table's checksum on a data directory's SQLite database. */
async function sqliteChecksums(dataDir: string): Promise<TableChecksum[]> {
  const db = openSqliteDb(join(dataDir, 'data.db'), { readonly: true });
  try {
    return await checksumsOf(db);
  } finally {
    await db.close();
  }
}

async function checksumsOf(db: Db): Promise<TableChecksum[]> {
  const registry = new CollectionRegistry(db, null);
  await registry.reload();
  return tableChecksums(db, copiedTables(registry.list()));
}

/** Reads the seeded data back through the SDK from a server on the copy. */
async function expectSeededData(server: TestServer, seeded: Seeded, readsFiles: boolean) {
  const alice = server.client();
  await alice.collection('users').authWithPassword(seeded.alice.email, TEST_PASSWORD);
  const me = await alice.collection('users').getOne(seeded.alice.id);
  expect(me['motto']).toBe('carry on');
  const messages = await alice
    .collection('messages')
    .getFullList({ filter: `chat = "${seeded.chatId}"`, sort: 'created' });
  expect(messages.map((m) => m['text'])).toEqual([
    'hello from the old home, 東京タワー',
    'second message',
  ]);
  const found = await foundTexts({ pb: alice, id: seeded.alice.id, nickname: 'alice' }, '東京');
  expect(found).toEqual(['hello from the old home, 東京タワー']);

  const admin = server.client();
  await admin.collection('_superusers').authWithPassword(SUPERUSER_EMAIL, TEST_PASSWORD);
  expect((await admin.settings.getAll())['meta']['appName']).toBe('Moved Hearth');
  const note = await admin.collection('notes').getOne(seeded.noteId);
  expect(note).toMatchObject({ title: 'first', score: 2.5, done: true });
  expect(note['meta']).toEqual({ b: [1, 'two'], a: null });
  expect(note['attachment']).toMatch(/^words_\w+\.txt$/);
  if (readsFiles) {
    const url = admin.files.getURL(me, String(me['avatar']));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(seeded.avatar);
  }
}

describe('migrate-db between SQLite data directories', () => {
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await seedSqliteInstance();
  }, 60_000);

  it('copies every table, verifies it, and the copy serves the same data', async () => {
    const middle = freshDir();
    const run = await migrateDb(seeded.dataDir, '--to', `sqlite:${middle}`);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^messages\s+2\s+2\s+[0-9a-f]{16}\s+[0-9a-f]{16}\s+ok$/m);
    expect(run.out).toMatch(/^notes\s+1\s+1\s/m);
    expect(await sqliteChecksums(middle)).toEqual(await sqliteChecksums(seeded.dataDir));

    const back = freshDir();
    expect((await migrateDb(back, '--from', `sqlite:${middle}`)).code).toBe(0);
    expect(await sqliteChecksums(back)).toEqual(await sqliteChecksums(seeded.dataDir));

    const server = await startTestServer({ dataDir: middle, databaseUrl: null });
    try {
      await expectSeededData(server, seeded, false);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('refuses a target that holds tables, and writes nothing there', async () => {
    const target = freshDir();
    const first = await migrateDb(seeded.dataDir, '--to', `sqlite:${target}`);
    expect(first.code).toBe(0);
    const before = await sqliteChecksums(target);
    const again = await migrateDb(seeded.dataDir, '--to', `sqlite:${target}`);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/is not empty \(\d+ tables: .*\)\. .*nothing was written/);
    expect(await sqliteChecksums(target)).toEqual(before);
  }, 60_000);

  it('says what is wrong with its arguments', async () => {
    expect((await migrateDb(seeded.dataDir)).err).toMatch(/Give --to/);
    expect((await migrateDb(seeded.dataDir, '--to', 'mysql://x')).err).toMatch(
      /neither postgres:\/\/… nor sqlite:DATA_DIR/,
    );
    expect((await migrateDb(seeded.dataDir, '--to', `sqlite:${seeded.dataDir}`)).err).toMatch(
      /the same database/,
    );
    await expect(migrateDb(freshDir(), '--to', `sqlite:${freshDir()}`)).rejects.toThrow(
      /^There is no Hearth database at .*data\.db\.$/,
    );
  });
});

describe('migrate-db to PostgreSQL and back', () => {
  let seeded: Seeded;
  const databases: TestDatabase[] = [];
  const database = async () => {
    const created = await createTestDatabase();
    databases.push(created);
    return created;
  };
  beforeAll(async () => {
    seeded = await seedSqliteInstance();
  }, 60_000);
  afterEach(async () => {
    for (const created of databases.splice(0)) await created.drop();
  });

  it('copies a SQLite instance into PostgreSQL, serves it there, and copies it back equal', async () => {
    const { url } = await database();
    const run = await migrateDb(seeded.dataDir, '--to', url);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^_collections\s+(\d+)\s+\1\s+([0-9a-f]{16})\s+\2\s+ok$/m);

    const back = freshDir();
    expect((await migrateDb(back, '--from', url)).code).toBe(0);
    expect(await sqliteChecksums(back)).toEqual(await sqliteChecksums(seeded.dataDir));

    // note: the uploaded files stay in the data directory, which the server on PostgreSQL
    // keeps using for them.
    const server = await startTestServer({ dataDir: seeded.dataDir, databaseUrl: url });
    try {
      await expectSeededData(server, seeded, true);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses a PostgreSQL database that holds a table, and writes nothing there', async () => {
    const { url } = await database();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('CREATE TABLE keep_me (x integer)');
      const run = await migrateDb(seeded.dataDir, '--to', url);
      expect(run.code).toBe(1);
      expect(run.err).toMatch(/is not empty \(1 tables: keep_me\)/);
      expect(await existingTables({ engine: 'postgres', url })).toEqual(['keep_me']);
      const functions = await client.query(
        "SELECT proname FROM pg_proc WHERE proname LIKE 'hearth\\_%'",
      );
      expect(functions.rows).toEqual([]);
    } finally {
      await client.end();
    }
  }, 60_000);
});
