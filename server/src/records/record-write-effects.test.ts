import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFsBlobStore } from '../filesystem/local-fs-blob-store.js';
import { RecordHooks } from '../hooks/record-hooks.js';
import { silentLogger, type Logger } from '../lib/logger.js';
import { RecordWriteEffects } from './record-write-effects.js';

let root: string;
let blobs: LocalFsBlobStore;
let warnings: string[];
let logger: Logger;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'hearth-effects-'));
  blobs = new LocalFsBlobStore(root);
  warnings = [];
  logger = { ...silentLogger, warn: (message) => warnings.push(message) };
});

afterEach(() => rm(root, { recursive: true, force: true }));

const data = new TextEncoder().encode('x');

describe('RecordWriteEffects', () => {
  it('deletes a replaced file and its thumbs folder after commit, without warnings', async () => {
    // Regression: folders were also passed to delete(), which failed (EISDIR) and logged.
    await blobs.write('c/r/a.png', data);
    await blobs.write('c/r/thumbs_a.png/100x100_a.png', data);
    await blobs.write('c/r/b.png', data);
    const effects = new RecordWriteEffects();
    effects.deleteAfterCommit('c/r/a.png');
    effects.deletePrefixAfterCommit('c/r/thumbs_a.png');
    await effects.committed(blobs, new RecordHooks(logger), logger);
    expect(await blobs.stat('c/r/a.png')).toBeNull();
    expect(await blobs.stat('c/r/thumbs_a.png/100x100_a.png')).toBeNull();
    expect(await blobs.stat('c/r/b.png')).not.toBeNull();
    expect(warnings).toEqual([]);
  });

  it("deletes a deleted record's whole folder before it resolves", async () => {
    await blobs.write('c/r/a.png', data);
    await blobs.write('c/r/thumbs_a.png/100x100_a.png', data);
    const effects = new RecordWriteEffects();
    effects.deletePrefixAfterCommit('c/r');
    await effects.committed(blobs, new RecordHooks(logger), logger);
    expect(await blobs.stat('c/r/a.png')).toBeNull();
    expect(await blobs.stat('c/r/thumbs_a.png/100x100_a.png')).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('logs, and carries on, when a deletion fails', async () => {
    await blobs.write('c/r/b.png', data);
    const effects = new RecordWriteEffects();
    effects.deleteAfterCommit('../escape');
    effects.deleteAfterCommit('c/r/b.png');
    await effects.committed(blobs, new RecordHooks(logger), logger);
    expect(warnings).toEqual(['failed to delete a file after commit']);
    expect(await blobs.stat('c/r/b.png')).toBeNull();
  });

  it('removes the blobs a failed transaction wrote', async () => {
    await blobs.write('c/r/new.png', data);
    const effects = new RecordWriteEffects();
    effects.addWrittenBlob('c/r/new.png');
    await effects.rolledBack(blobs, logger);
    expect(await blobs.stat('c/r/new.png')).toBeNull();
  });
});
