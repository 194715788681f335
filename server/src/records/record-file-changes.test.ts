import type { FileField } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { applyFileFieldInput, type FileFieldInput } from './record-file-changes.js';
import type { UploadedFile } from './record-input.js';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const STORED = /^[a-z0-9_]+_[a-z0-9]{10}\.[a-z0-9.]+$/;

function file(name: string, data: Uint8Array = new TextEncoder().encode('text')): UploadedFile {
  return { name, type: '', data };
}

function field(overrides: Partial<FileField> = {}): FileField {
  return { id: 'file1', name: 'docs', type: 'file', maxSelect: 5, ...overrides };
}

function input(overrides: Partial<FileFieldInput>): FileFieldInput {
  return { prepend: [], append: [], replace: [], remove: undefined, ...overrides };
}

/** Replaces each stored upload name by the original's base, for readable expectations. */
function shape(names: string[]): string[] {
  return names.map((name) => (/_[a-z0-9]{10}\./.test(name) ? `new:${name.split('_')[0]}` : name));
}

describe('applyFileFieldInput', () => {
  it.each<[string, FileFieldInput, string[]]>([
    ['keeps the files when nothing targets them', input({}), ['a.txt', 'b.txt']],
    ['appends with field+', input({ append: [file('xyz.txt')] }), ['a.txt', 'b.txt', 'new:xyz']],
    ['prepends with +field', input({ prepend: [file('xyz.txt')] }), ['new:xyz', 'a.txt', 'b.txt']],
    [
      'replaces with uploads under the plain key',
      input({ replace: [file('xyz.txt')] }),
      ['new:xyz'],
    ],
    [
      'keeps listed names beside plain-key uploads',
      input({ set: ['b.txt'], replace: [file('xyz.txt')] }),
      ['b.txt', 'new:xyz'],
    ],
    ['removes names with field-', input({ remove: ['a.txt'] }), ['b.txt']],
    ['clears with an empty value', input({ set: '' }), []],
    [
      'applies every modifier together',
      input({ prepend: [file('pre.txt')], append: [file('post.txt')], remove: 'b.txt' }),
      ['new:pre', 'a.txt', 'new:post'],
    ],
  ])('%s', async (_name, request, expected) => {
    const change = await applyFileFieldInput(field(), ['a.txt', 'b.txt'], request);
    expect(change.error).toBeNull();
    expect(shape(change.names)).toEqual(expected);
    expect(change.uploads.map((upload) => upload.name)).toEqual(
      change.names.filter((name) => !['a.txt', 'b.txt'].includes(name)),
    );
    for (const upload of change.uploads) expect(upload.name).toMatch(STORED);
  });

  it('rejects names that are not already stored, listing them as PocketBase does', async () => {
    const change = await applyFileFieldInput(
      field(),
      ['a.txt'],
      input({ set: ['a.txt', 'x', 'y'] }),
    );
    expect(change.error).toEqual({
      code: 'validation_invalid_file',
      message: 'Invalid new files: [x y].',
      params: { invalidFiles: ['x', 'y'] },
    });
    expect(change.names).toEqual(['a.txt']);
    expect(change.uploads).toEqual([]);
  });

  it('checks the count before the uploads (PB order)', async () => {
    // Regression: a too-large upload used to win over "too many files".
    const big = file('big.txt', new Uint8Array(20));
    const change = await applyFileFieldInput(
      field({ maxSelect: 2, maxSize: 10 }),
      [],
      input({ replace: [file('a.txt'), file('b.txt'), big] }),
    );
    expect(change.error).toEqual({
      code: 'validation_too_many_files',
      message: 'The maximum allowed files is 2.',
      params: { maxSelect: 2 },
    });
  });

  it('validates only the upload a single file field keeps', async () => {
    // Regression: the dropped upload (not a PNG) used to fail the whole request.
    const change = await applyFileFieldInput(
      field({ maxSelect: 1, mimeTypes: ['image/png'] }),
      [],
      input({ replace: [file('notes.txt'), file('photo.png', PNG)] }),
    );
    expect(change.error).toBeNull();
    expect(shape(change.names)).toEqual(['new:photo']);
    expect(change.uploads).toHaveLength(1);
  });

  it('reports the size limit with the original name and PocketBase params', async () => {
    const change = await applyFileFieldInput(
      field({ maxSize: 3 }),
      [],
      input({ replace: [file('My File.txt', new Uint8Array(4))] }),
    );
    expect(change.error).toEqual({
      code: 'validation_file_size_limit',
      message: 'Failed to upload My File.txt - the maximum allowed file size is 3 bytes.',
      params: { file: 'My File.txt', maxSize: 3 },
    });
  });

  it('rejects a type outside mimeTypes by content, naming the stored file', async () => {
    const change = await applyFileFieldInput(
      field({ mimeTypes: ['image/png', 'image/jpeg'] }),
      [],
      input({ replace: [file('fake.png', new TextEncoder().encode('just text'))] }),
    );
    expect(change.error?.code).toBe('validation_invalid_mime_type');
    expect(change.error?.message).toMatch(
      /^"fake_[a-z0-9]{10}\.png" mime type must be one of: image\/png, image\/jpeg\.$/,
    );
  });

  it('accepts a long original name, since the stored name is shortened anyway', async () => {
    // Regression: original names over 150 characters were refused; PocketBase checks the
    // stored name, which is at most 100 + 11 + 21 characters.
    const change = await applyFileFieldInput(
      field(),
      [],
      input({ replace: [file(`${'a'.repeat(200)}.txt`)] }),
    );
    expect(change.error).toBeNull();
    expect(change.names[0]?.length).toBeLessThanOrEqual(150);
  });
});
