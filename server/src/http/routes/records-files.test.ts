import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { OPEN_RULES, startTestServer, type TestServer } from '../../test/test-server.js';
import { bandedImage, GREEN } from '../../test/test-images.js';
import { failure } from '../../test/sdk-outcome.js';

let server: TestServer;
let admin: PocketBase;
let png: Buffer;
let collectionId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.superuser();
  const collection = await admin.collections.create({
    name: 'uploads',
    type: 'base',
    ...OPEN_RULES,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'avatar', type: 'file', maxSelect: 1, mimeTypes: ['image/png', 'image/jpeg'] },
      { name: 'docs', type: 'file', maxSelect: 3, maxSize: 1024 },
    ],
  });
  collectionId = collection.id;
  png = await bandedImage(20, 20, [GREEN]);
});

afterAll(() => server.close());

const pb = () => server.client().collection('uploads');
const text = (content: string, name: string) => new File([content], name);
const image = (name: string) => new File([png], name);

function blobPath(record: RecordModel, name = ''): string {
  return join(server.app.config.dataDir, 'storage', collectionId, record.id, name);
}

async function stored(record: RecordModel, name: string): Promise<string | null> {
  const data = await server.app.blobs.read(`${collectionId}/${record.id}/${name}`);
  return data === null ? null : data.toString('utf8');
}

function storedFolders(): string[] {
  const folder = join(server.app.config.dataDir, 'storage', collectionId);
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

function docs(record: RecordModel): string[] {
  const value: unknown = record['docs'];
  return Array.isArray(value) ? value.map(String) : [];
}

describe('uploads through the SDK (multipart)', () => {
  it('stores files under PocketBase names and keeps their bytes', async () => {
    const record = await pb().create({
      title: 'hello',
      avatar: image('My Photo.PNG'),
      docs: [text('one', 'Quarterly Report.txt'), text('two', 'b.txt')],
    });
    expect(record['avatar']).toMatch(/^my_photo_[a-z0-9]{10}\.png$/);
    const [first, second] = docs(record);
    expect(first).toMatch(/^quarterly_report_[a-z0-9]{10}\.txt$/);
    expect(second).toMatch(/^b[a-z0-9]{10}_[a-z0-9]{10}\.txt$/);
    expect(await stored(record, first ?? '')).toBe('one');
    expect(await stored(record, second ?? '')).toBe('two');
    expect(
      await server.app.blobs.read(`${collectionId}/${record.id}/${String(record['avatar'])}`),
    ).toEqual(png);
  });

  it('refuses a file over maxSize and stores nothing', async () => {
    const before = await pb().getList(1, 1);
    const folders = storedFolders();
    const error = await failure(
      pb().create({ title: 'big', docs: [text('x'.repeat(1025), 'big.txt')] }),
    );
    expect(error.status).toBe(400);
    expect(error.response).toMatchObject({
      message: 'Failed to create record.',
      data: {
        docs: {
          code: 'validation_file_size_limit',
          message: 'Failed to upload big.txt - the maximum allowed file size is 1024 bytes.',
          params: { file: 'big.txt', maxSize: 1024 },
        },
      },
    });
    expect((await pb().getList(1, 1)).totalItems).toBe(before.totalItems);
    expect(storedFolders()).toEqual(folders);
  });

  it('checks types by content: a .png name on text is refused', async () => {
    const error = await failure(pb().create({ avatar: text('plain text', 'fake.png') }));
    expect(error.response['data']).toMatchObject({
      avatar: { code: 'validation_invalid_mime_type' },
    });
    const accepted = await pb().create({ avatar: image('no-extension') });
    expect(accepted['avatar']).toMatch(/^no_extension_[a-z0-9]{10}\.png$/);
  });

  it('refuses more files than maxSelect', async () => {
    const error = await failure(
      pb().create({ docs: ['a', 'b', 'c', 'd'].map((n) => text(n, `${n}.txt`)) }),
    );
    expect(error.response['data']).toEqual({
      docs: {
        code: 'validation_too_many_files',
        message: 'The maximum allowed files is 3.',
        params: { maxSelect: 3 },
      },
    });
  });

  it('refuses names that are not already stored in the record', async () => {
    const record = await pb().create({ docs: [text('a', 'aaa.txt')] });
    const error = await failure(pb().update(record.id, { docs: [...docs(record), 'other.txt'] }));
    expect(error.response['data']).toMatchObject({
      docs: { code: 'validation_invalid_file', params: { invalidFiles: ['other.txt'] } },
    });
  });
});

describe('file modifiers', () => {
  it('appends with field+, prepends with +field and removes with field-', async () => {
    const record = await pb().create({ docs: [text('first', 'first.txt')] });
    const [first] = docs(record);
    const appended = await pb().update(record.id, { 'docs+': text('last', 'last.txt') });
    expect(docs(appended)[0]).toBe(first);
    expect(docs(appended)[1]).toMatch(/^last_/);
    const prepended = await pb().update(record.id, { '+docs': text('zero', 'zero.txt') });
    expect(docs(prepended).map((n) => n.split('_')[0])).toEqual(['zero', 'first', 'last']);
    const removed = await pb().update(record.id, { 'docs-': [first] });
    expect(docs(removed).map((n) => n.split('_')[0])).toEqual(['zero', 'last']);
    expect(await stored(record, first ?? '')).toBeNull();
  });

  it('replaces the files with uploads under the plain key, deleting the old blobs', async () => {
    const record = await pb().create({ docs: [text('old', 'old.txt')] });
    const [old] = docs(record);
    const updated = await pb().update(record.id, { docs: [text('new', 'new.txt')] });
    expect(docs(updated)).toHaveLength(1);
    expect(docs(updated)[0]).toMatch(/^new_/);
    expect(await stored(record, old ?? '')).toBeNull();
  });

  it('clears the field with an empty value and deletes the blobs', async () => {
    const record = await pb().create({ docs: [text('x', 'gone.txt')] });
    const cleared = await pb().update(record.id, { docs: [] });
    expect(docs(cleared)).toEqual([]);
    expect(await stored(record, docs(record)[0] ?? '')).toBeNull();
  });
});

describe('blob clean-up', () => {
  it('replacing a single file deletes the old blob and its thumbs', async () => {
    const record = await pb().create({ avatar: image('first.png') });
    const old = String(record['avatar']);
    const thumb = await fetch(server.client().files.getURL(record, old, { thumb: '100x100' }));
    expect(thumb.status).toBe(200);
    await thumb.arrayBuffer();
    expect(existsSync(blobPath(record, `thumbs_${old}`))).toBe(true);
    const updated = await pb().update(record.id, { avatar: image('second.png') });
    expect(updated['avatar']).not.toBe(old);
    expect(existsSync(blobPath(record, old))).toBe(false);
    expect(existsSync(blobPath(record, `thumbs_${old}`))).toBe(false);
    expect(existsSync(blobPath(record, String(updated['avatar'])))).toBe(true);
  });

  it('deleting the record deletes its whole folder, thumbs included', async () => {
    const record = await pb().create({ avatar: image('doomed.png'), docs: [text('d', 'd.txt')] });
    const thumb = await fetch(
      server.client().files.getURL(record, String(record['avatar']), { thumb: '100x100' }),
    );
    await thumb.arrayBuffer();
    expect(existsSync(blobPath(record))).toBe(true);
    await pb().delete(record.id);
    expect(existsSync(blobPath(record))).toBe(false);
  });

  it('a failed update leaves the stored files alone', async () => {
    const record = await pb().create({ docs: [text('keep', 'keep.txt')] });
    await failure(pb().update(record.id, { docs: [text('x'.repeat(2000), 'huge.txt')] }));
    expect(await stored(record, docs(record)[0] ?? '')).toBe('keep');
  });
});
