import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { MANIFEST_ENTRY } from '../../backups/backup-archive.js';
import { openSqliteDb } from '../../storage/sqlite/sqlite-db.js';
import { waitUntil } from '../../test/realtime-probe.js';
import { makeZip, patchBytes } from '../../test/zip-fixtures.js';
import { OPEN_RULES, startTestServer, type TestServer } from '../../test/test-server.js';
import { failure } from '../../test/sdk-outcome.js';

let server: TestServer;
let admin: PocketBase;
let user: PocketBase;
beforeAll(async () => {
  // note: archives are made on SQLite only; backups/backup-postgres.test.ts covers PostgreSQL.
  server = await startTestServer({ databaseUrl: null });
  admin = await server.superuser();
  user = (await server.user('backups-user@example.com')).pb;
  await admin.collections.create({
    name: 'notes',
    type: 'base',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'doc', type: 'file', maxSelect: 1, maxSize: 1_000_000 },
    ],
  });
});
afterAll(() => server.close());

/** Everything a restore must bring back: the notes, their files and the settings. */
async function snapshot() {
  const notes = await admin.collection('notes').getFullList({ sort: '' });
  const files: Record<string, string> = {};
  for (const note of notes) {
    const name = String(note['doc'] ?? '');
    if (name) {
      const blob = await server.app.blobs.read(`${note.collectionId}/${note.id}/${name}`);
      files[note.id] = blob?.toString('utf8') ?? '<missing>';
    }
  }
  const titles = notes.map((note) => [note.id, note['title']]).sort();
  return { titles, files, appName: server.app.settings.get().meta.appName };
}

function docForm(title: string, content: string): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('doc', new Blob([content], { type: 'text/plain' }), 'doc.txt');
  return form;
}

describe('backups API', () => {
  it('is for superusers only: 401 for guests, 403 for users', async () => {
    const guest = server.client();
    const calls = [
      (pb: PocketBase) => pb.backups.getFullList(),
      (pb: PocketBase) => pb.backups.create('x.zip'),
      (pb: PocketBase) => pb.backups.upload({ file: new Blob(['x']) }),
      (pb: PocketBase) => pb.backups.delete('x.zip'),
      (pb: PocketBase) => pb.backups.restore('x.zip'),
    ];
    for (const call of calls) {
      expect((await failure(call(guest))).status).toBe(401);
      expect((await failure(call(user))).status).toBe(403);
    }
  });

  it('restores data, files and settings exactly as they were, while serving', async () => {
    const first = await admin.collection('notes').create(docForm('first', 'first file'));
    await admin.collection('notes').create(docForm('second', 'second file'));
    await admin.settings.update({ meta: { appName: 'Before' } });
    const before = await snapshot();

    expect(await admin.backups.create('round-trip.zip')).toBe(true);
    const listed = await admin.backups.getFullList();
    expect(listed).toEqual([
      { key: 'round-trip.zip', size: expect.any(Number), modified: expect.any(String) },
    ]);

    await admin.collection('notes').update(first.id, docForm('changed', 'changed file'));
    await admin.collection('notes').create(docForm('third', 'third file'));
    await admin.settings.update({ meta: { appName: 'After' } });
    await admin.collections.create({ name: 'later', type: 'base' });
    expect(await snapshot()).not.toEqual(before);

    // Requests keep being answered, correctly, while the restore swaps the data.
    let serving = true;
    const failures: number[] = [];
    const traffic = (async () => {
      while (serving) {
        const response = await fetch(`${server.url}/api/collections/notes/records`);
        if (response.status !== 200) failures.push(response.status);
      }
    })();
    expect(await admin.backups.restore('round-trip.zip')).toBe(true);
    serving = false;
    await traffic;
    expect(failures).toEqual([]);

    expect(await snapshot()).toEqual(before);
    expect(server.app.collections.find('later')).toBeUndefined();
    expect((await admin.collection('notes').getFullList()).length).toBe(2);
    // The restored database takes writes normally.
    await admin.collection('notes').create({ title: 'after restore' });
    expect((await admin.collection('notes').getFullList()).length).toBe(3);
  });

  it('downloads with a superuser file token and uploads a backup back', async () => {
    const token = await admin.files.getToken();
    const url = admin.backups.getDownloadURL(token, 'round-trip.zip');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('round-trip.zip');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    expect(await admin.backups.delete('round-trip.zip')).toBe(true);
    expect(await admin.backups.getFullList()).toEqual([]);
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'round-trip.zip');
    expect(await admin.backups.upload(form)).toBe(true);
    const [listed] = await admin.backups.getFullList();
    expect(listed).toMatchObject({ key: 'round-trip.zip', size: bytes.length });

    const again = await failure(admin.backups.upload(form));
    expect(again.status).toBe(400);
    expect(again.response['data']).toMatchObject({
      file: { code: 'validation_backup_name_exists' },
    });
  });

  it('refuses downloads without a superuser file token', async () => {
    const userToken = await user.files.getToken();
    const superuserAuthToken = admin.authStore.token;
    for (const token of ['', 'garbage', userToken, superuserAuthToken]) {
      const response = await fetch(admin.backups.getDownloadURL(token, 'round-trip.zip'));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        status: 403,
        message: 'Insufficient permissions to access the resource.',
        data: {},
      });
    }
    const token = await admin.files.getToken();
    expect((await fetch(admin.backups.getDownloadURL(token, 'missing.zip'))).status).toBe(404);
    expect((await fetch(admin.backups.getDownloadURL(token, '..%2Fdata.db'))).status).toBe(404);
  });

  it.each([
    ['an invalid name', { name: 'Bad Name.zip' }, 'validation_match_invalid'],
    ['a name without .zip', { name: 'backup' }, 'validation_match_invalid'],
    ['a path', { name: '../x.zip' }, 'validation_match_invalid'],
    ['a too long name', { name: `${'a'.repeat(150)}.zip` }, 'validation_length_out_of_range'],
    ['a taken name', { name: 'round-trip.zip' }, 'validation_backup_name_exists'],
  ])('refuses to create a backup with %s', async (_name, body, code) => {
    const error = await failure(admin.send('/api/backups', { method: 'POST', body }));
    expect(error.status).toBe(400);
    expect(error.response['data']).toMatchObject({ name: { code } });
  });

  it.each([
    ['a non-string name', JSON.stringify({ name: 12 }), 'application/json'],
    ['malformed JSON', '{"name":', 'application/json'],
    ['an array', '[]', 'application/json'],
    ['an unsupported type', 'name=x', 'text/plain'],
  ])('answers 400 to a create with %s', async (_name, body, type) => {
    const response = await fetch(`${server.url}/api/backups`, {
      method: 'POST',
      headers: { Authorization: admin.authStore.token, 'Content-Type': type },
      body,
    });
    expect(response.status).toBe(400);
  });

  it('makes a generated name when none is given', async () => {
    await admin.settings.update({ meta: { appName: 'My App' } });
    expect(await admin.backups.create('')).toBe(true);
    const keys = (await admin.backups.getFullList()).map((info) => info.key);
    expect(keys.some((key) => /^pb_backup_my_app_\d{14}\.zip$/.test(key))).toBe(true);
  });

  it.each([
    ['no file', () => new FormData(), 'validation_required'],
    [
      'a file that is not a zip',
      () => withFile('not a zip at all', 'fake.zip'),
      'validation_invalid_mime_type',
    ],
    [
      'an unsafe file name',
      () => withFile('PK\u0003\u0004rest', '.hidden.zip'),
      'validation_match_invalid',
    ],
  ])('refuses an upload with %s', async (_name, makeForm, code) => {
    const before = await admin.backups.getFullList();
    const error = await failure(admin.backups.upload(makeForm()));
    expect(error.status).toBe(400);
    expect(error.response['data']).toMatchObject({ file: { code } });
    expect(await admin.backups.getFullList()).toEqual(before);
  });

  it('answers 400 to a non-multipart upload and to deleting a missing backup', async () => {
    const response = await fetch(`${server.url}/api/backups/upload`, {
      method: 'POST',
      headers: { Authorization: admin.authStore.token, 'Content-Type': 'multipart/form-data' },
      body: 'garbage without a boundary',
    });
    expect(response.status).toBe(400);
    expect((await failure(admin.backups.delete('missing.zip'))).status).toBe(400);
    expect((await failure(admin.backups.delete('..%2F..%2Fdata.db'))).status).toBe(400);
    expect((await failure(admin.backups.restore('missing.zip'))).status).toBe(400);
  });
});

function withFile(content: string, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return form;
}

describe('restore refuses bad archives and changes nothing', () => {
  const manifest = JSON.stringify({ format: 'hearth-backup', version: 1, engine: 'sqlite' });

  async function goodDatabase(change?: string): Promise<Buffer> {
    const dir = await mkdtemp(join(server.app.config.dataDir, 'test-copy-'));
    const copy = join(dir, 'data.db');
    await server.app.db.backupTo(copy);
    if (change) {
      const db = openSqliteDb(copy);
      await db.run(change);
      await db.close();
    }
    const bytes = await readFile(copy);
    await rm(dir, { recursive: true, force: true });
    return bytes;
  }

  const cases: [string, string, () => Promise<Buffer>][] = [
    [
      'random bytes',
      'it is not a valid zip archive',
      async () => Buffer.from('PK\u0003\u0004 this is not really a zip file'),
    ],
    [
      'a zip without our manifest',
      'it is not a Hearth backup',
      () => makeZip([{ name: 'data.db', data: 'x' }]),
    ],
    [
      'a foreign manifest',
      'it is not a Hearth backup',
      () =>
        makeZip([
          { name: MANIFEST_ENTRY, data: '{"format":"other"}' },
          { name: 'data.db', data: 'x' },
        ]),
    ],
    [
      'no database',
      'it has no database',
      () => makeZip([{ name: MANIFEST_ENTRY, data: manifest }]),
    ],
    [
      'a damaged database',
      'its database is damaged',
      () =>
        makeZip([
          { name: MANIFEST_ENTRY, data: manifest },
          { name: 'data.db', data: 'garbage'.repeat(1000) },
        ]),
    ],
    [
      'a path escaping the data folder',
      'it contains unexpected or unsafe paths',
      async () =>
        patchBytes(
          await makeZip([
            { name: MANIFEST_ENTRY, data: manifest },
            { name: 'data.db', data: await goodDatabase() },
            { name: 'storage/XX/XX/evil.txt', data: 'pwned' },
          ]),
          'XX/XX',
          '../..',
        ),
    ],
    [
      'an unexpected entry',
      'it contains unexpected or unsafe paths',
      async () =>
        makeZip([
          { name: MANIFEST_ENTRY, data: manifest },
          { name: 'data.db', data: await goodDatabase() },
          { name: 'bin/run.sh', data: 'echo hi' },
        ]),
    ],
    [
      'a wrong checksum',
      'it is damaged',
      async () =>
        patchBytes(
          await makeZip([
            { name: MANIFEST_ENTRY, data: manifest },
            { name: 'data.db', data: await goodDatabase() },
            { name: 'storage/a/b/file.txt', data: 'original content', store: true },
          ]),
          'original content',
          'tampered content',
        ),
    ],
  ];

  cases.push([
    'a backup from a newer version',
    'it was made by a newer version of Hearth',
    async () =>
      makeZip([
        { name: MANIFEST_ENTRY, data: manifest },
        {
          name: 'data.db',
          data: await goodDatabase(
            "INSERT INTO _migrations (file, applied) VALUES ('9999_from_the_future', 0)",
          ),
        },
      ]),
  ]);

  it.each(cases)('%s', async (_name, reason, build) => {
    const before = await snapshot();
    const collectionsBefore = server.app.collections.list().map((c) => c.name);
    await mkdir(server.app.backups.dir, { recursive: true });
    await writeFile(join(server.app.backups.dir, 'hostile.zip'), await build());
    const error = await failure(admin.backups.restore('hostile.zip'));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`The backup can't be restored: ${reason}.`);
    expect(await snapshot()).toEqual(before);
    expect(server.app.collections.list().map((c) => c.name)).toEqual(collectionsBefore);
    expect(existsSync(join(server.app.config.dataDir, 'evil.txt'))).toBe(false);
    expect(existsSync(join(server.app.config.dataDir, '..', 'evil.txt'))).toBe(false);
    await admin.backups.delete('hostile.zip');
  });
});

describe('restoring a backup from an older version', () => {
  it('applies the migrations it lacks after the swap', async () => {
    const manifest = JSON.stringify({ format: 'hearth-backup', version: 1, engine: 'sqlite' });
    const dir = await mkdtemp(join(server.app.config.dataDir, 'test-old-'));
    const copy = join(dir, 'data.db');
    const kept = await admin.collection('notes').create({ title: 'in the old backup' });
    await server.app.db.backupTo(copy);
    const dropped = await admin.collection('notes').create({ title: 'after the backup' });
    const old = openSqliteDb(copy);
    await old.run("DELETE FROM _migrations WHERE file = '0002_hearth_collections'");
    await old.close();
    const zip = await makeZip([
      { name: MANIFEST_ENTRY, data: manifest },
      { name: 'data.db', data: await readFile(copy) },
    ]);
    await rm(dir, { recursive: true, force: true });
    await mkdir(server.app.backups.dir, { recursive: true });
    await writeFile(join(server.app.backups.dir, 'older.zip'), zip);
    expect(await admin.backups.restore('older.zip')).toBe(true);
    const applied = await server.app.db.all<{ file: string }>('SELECT file FROM _migrations');
    expect(applied.map((row) => row.file)).toContain('0002_hearth_collections');
    // The data is the backup's: its note is back, the one written after it is gone.
    const ids = (await admin.collection('notes').getFullList()).map((note) => note.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(dropped.id);
  });
});

describe('one backup or restore at a time', () => {
  it('refuses a second backup, a restore and deleting the active backup while one runs', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // A write transaction holds the database, so the first backup waits inside its copy step.
    const holding = server.app.db.transaction(() => gate);
    const first = admin.backups.create('slow.zip');
    await waitUntil(() => server.app.backups.activeKey === 'slow.zip');
    const busy = await failure(admin.backups.create('other.zip'));
    expect(busy.status).toBe(400);
    expect(busy.message).toBe(
      'Try again later - another backup/restore process has already been started.',
    );
    expect((await failure(admin.backups.restore('round-trip.zip'))).status).toBe(400);
    const inUse = await failure(admin.backups.delete('slow.zip'));
    expect(inUse.message).toBe('The backup is currently being used and cannot be deleted.');
    expect(await admin.health.check()).toMatchObject({ data: { canBackup: false } });
    open();
    await holding;
    expect(await first).toBe(true);
    expect((await admin.backups.getFullList()).map((info) => info.key)).toContain('slow.zip');
    expect(await admin.health.check()).toEqual({
      message: 'API is healthy.',
      code: 200,
      data: { canBackup: true, realIP: '127.0.0.1', possibleProxyHeader: '' },
    });
    expect(await server.client().health.check()).toEqual({
      message: 'API is healthy.',
      code: 200,
      data: {},
    });
  });
});
