import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.js';

/** A store under test and how to dispose of it. */
export interface BlobStoreFixture {
  store: BlobStore;
  dispose(): Promise<void>;
}

const UNSAFE_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'a/../../outside',
  'a/./b',
  'a//b',
  'a/b/',
  'a\\..\\b',
  'a\0b',
  '..',
];

/**
 * The behaviour every blob store must show (local filesystem, S3). Each store's test file runs
 * it with a factory for a fresh, empty store.
 */
export function runBlobStoreConformance(
  name: string,
  openStore: () => Promise<BlobStoreFixture>,
): void {
  describe(`BlobStore conformance: ${name}`, () => {
    let fixture: BlobStoreFixture;
    let store: BlobStore;

    beforeEach(async () => {
      fixture = await openStore();
      store = fixture.store;
    });

    afterEach(async () => {
      await fixture.dispose();
    });

    it('writes, reads back and replaces a blob byte for byte', async () => {
      const every = Uint8Array.from({ length: 256 }, (_, i) => i);
      await store.write('c1/r1/all_bytes.bin', every);
      expect(await store.read('c1/r1/all_bytes.bin')).toEqual(Buffer.from(every));
      await store.write('c1/r1/all_bytes.bin', bytes('second'));
      expect(text(await store.read('c1/r1/all_bytes.bin'))).toBe('second');
    });

    it('answers null for a missing blob everywhere', async () => {
      expect(await store.read('c1/r1/missing.txt')).toBeNull();
      expect(await store.stat('c1/r1/missing.txt')).toBeNull();
      expect(await store.stream('c1/r1/missing.txt')).toBeNull();
    });

    it('does not treat a folder of blobs as a blob', async () => {
      await store.write('c1/r1/thumbs_a.png/100x100_a.png', bytes('thumb'));
      expect(await store.read('c1/r1/thumbs_a.png')).toBeNull();
      expect(await store.stat('c1/r1/thumbs_a.png')).toBeNull();
      expect(await store.stream('c1/r1/thumbs_a.png')).toBeNull();
      expect(await store.read('c1/r1/thumbs_a.png/100x100_a.png/deeper')).toBeNull();
    });

    it('reports the size and a recent modification time', async () => {
      const before = Date.now();
      await store.write('c1/r1/size.txt', bytes('12345'));
      const info = await store.stat('c1/r1/size.txt');
      expect(info?.size).toBe(5);
      expect(info?.modified).toBeInstanceOf(Date);
      expect(info?.modified.getTime()).toBeGreaterThanOrEqual(before - 2000);
      expect(info?.modified.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    });

    it.each([
      ['the whole blob', undefined, '0123456789'],
      ['a middle range', { start: 2, end: 5 }, '2345'],
      ['one byte', { start: 9, end: 9 }, '9'],
      ['a range clamped at the end', { start: 7, end: 100 }, '789'],
      ['a range past the end', { start: 10, end: 20 }, ''],
    ])('streams %s', async (_name, range, expected) => {
      await store.write('c1/r1/digits.txt', bytes('0123456789'));
      const stream = await store.stream('c1/r1/digits.txt', range);
      expect(stream).not.toBeNull();
      expect(await collect(stream)).toBe(expected);
    });

    it('streams an empty blob', async () => {
      await store.write('c1/r1/empty.txt', new Uint8Array());
      expect(await collect(await store.stream('c1/r1/empty.txt'))).toBe('');
      // The file server reads the head of every file this way, empty ones too.
      expect(await collect(await store.stream('c1/r1/empty.txt', { start: 0, end: 99 }))).toBe('');
      expect((await store.stat('c1/r1/empty.txt'))?.size).toBe(0);
    });

    it('lets a cancelled stream go without holding the blob', async () => {
      await store.write('c1/r1/big.bin', new Uint8Array(1024 * 1024).fill(7));
      const stream = await store.stream('c1/r1/big.bin');
      const reader = stream?.getReader();
      await reader?.read();
      await reader?.cancel();
      await store.delete('c1/r1/big.bin');
      expect(await store.stat('c1/r1/big.bin')).toBeNull();
    });

    it('deletes one blob, and a missing one without complaint', async () => {
      await store.write('c1/r1/a.txt', bytes('a'));
      await store.write('c1/r1/b.txt', bytes('b'));
      await store.delete('c1/r1/a.txt');
      await store.delete('c1/r1/a.txt');
      await store.delete('c9/r9/never.txt');
      expect(await store.read('c1/r1/a.txt')).toBeNull();
      expect(text(await store.read('c1/r1/b.txt'))).toBe('b');
    });

    it('leaves the blobs of a folder alone when asked to delete the folder as a blob', async () => {
      await store.write('c1/r1/thumbs_a.png/100x100_a.png', bytes('thumb'));
      await store.delete('c1/r1/thumbs_a.png');
      expect(text(await store.read('c1/r1/thumbs_a.png/100x100_a.png'))).toBe('thumb');
    });

    it('deletes everything under a folder prefix and nothing beside it', async () => {
      await store.write('c1/r1/a.txt', bytes('a'));
      await store.write('c1/r1/thumbs_a.txt/1x1_a.txt', bytes('t'));
      await store.write('c1/r10/b.txt', bytes('b'));
      await store.write('c1/r2/c.txt', bytes('c'));
      await store.deletePrefix('c1/r1');
      expect(await store.read('c1/r1/a.txt')).toBeNull();
      expect(await store.read('c1/r1/thumbs_a.txt/1x1_a.txt')).toBeNull();
      expect(text(await store.read('c1/r10/b.txt'))).toBe('b');
      expect(text(await store.read('c1/r2/c.txt'))).toBe('c');
    });

    it('accepts a trailing slash on a prefix and a prefix with nothing under it', async () => {
      await store.write('c1/r1/thumbs_a.png/1x1_a.png', bytes('t'));
      await store.deletePrefix('c1/r1/thumbs_a.png/');
      await store.deletePrefix('c1/missing');
      expect(await store.read('c1/r1/thumbs_a.png/1x1_a.png')).toBeNull();
    });

    it('keeps a blob whose key is the prefix itself (the folder is what goes)', async () => {
      await store.write('c1/r1/a.txt', bytes('a'));
      await store.deletePrefix('c1/r1/a.txt');
      expect(text(await store.read('c1/r1/a.txt'))).toBe('a');
    });

    it('never lets a reader see a half-written blob', async () => {
      const large = new Uint8Array(2 * 1024 * 1024).fill(1);
      const small = new Uint8Array(10).fill(2);
      await Promise.all([
        store.write('c1/r1/race.bin', large),
        store.write('c1/r1/race.bin', small),
        store.write('c1/r1/race.bin', large),
      ]);
      const final = await store.read('c1/r1/race.bin');
      expect([large.byteLength, small.byteLength]).toContain(final?.byteLength);
      expect(new Set(final)).toHaveProperty('size', 1);
    });

    it.each(UNSAFE_KEYS)('refuses the unsafe key %j on every method', async (key) => {
      await expect(store.write(key, bytes('x'))).rejects.toThrow();
      await expect(store.read(key)).rejects.toThrow();
      await expect(store.stream(key)).rejects.toThrow();
      await expect(store.stat(key)).rejects.toThrow();
      await expect(store.delete(key)).rejects.toThrow();
    });

    it('refuses unsafe prefixes, so a bad prefix can never delete outside the store', async () => {
      for (const prefix of ['', '/', '..', '../', 'a/../..']) {
        await expect(store.deletePrefix(prefix)).rejects.toThrow();
      }
    });
  });
}

function bytes(value: string): Uint8Array {
  return new TextEncoder().encode(value);
}

function text(data: Uint8Array | null): string | null {
  return data === null ? null : new TextDecoder().decode(data);
}

async function collect(stream: ReadableStream<Uint8Array> | null): Promise<string | null> {
  if (!stream) return null;
  return new TextDecoder().decode(await new Response(stream).arrayBuffer());
}
