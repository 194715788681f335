import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBlobStoreConformance } from './blob-store.case.js';
import { LocalFsBlobStore } from './local-fs-blob-store.js';

runBlobStoreConformance('local filesystem', async () => {
  const root = await mkdtemp(join(tmpdir(), 'hearth-blobs-'));
  return {
    store: new LocalFsBlobStore(join(root, 'storage')),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
});

describe('LocalFsBlobStore', () => {
  it('never reads or deletes a file beside its root that shares its name as a prefix', async () => {
    const root = await mkdtemp(join(tmpdir(), 'hearth-blobs-'));
    try {
      // "storage-secret" starts with "storage": a naive prefix check would let it through.
      await writeFile(join(root, 'storage-secret'), 'secret');
      const store = new LocalFsBlobStore(join(root, 'storage'));
      await expect(store.read('../storage-secret')).rejects.toThrow();
      await expect(store.deletePrefix('..')).rejects.toThrow();
      expect(await readdir(root)).toEqual(['storage-secret']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('leaves no temporary file behind after writes', async () => {
    const root = await mkdtemp(join(tmpdir(), 'hearth-blobs-'));
    try {
      const store = new LocalFsBlobStore(root);
      await store.write('c1/r1/a.txt', new TextEncoder().encode('a'));
      await store.write('c1/r1/a.txt', new TextEncoder().encode('b'));
      expect(await readdir(join(root, 'c1', 'r1'))).toEqual(['a.txt']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
