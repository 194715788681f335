import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger, type Logger } from '../lib/logger.js';
import { LocalFsBlobStore } from '../filesystem/local-fs-blob-store.js';
import type { ThumbRenderer } from './thumb-service.js';
import { ThumbService } from './thumb-service.js';

const FOLDER = 'c1/r1';
const NAME = 'photo_1234567890.png';

let root: string;
let blobs: LocalFsBlobStore;
let warnings: string[];
let logger: Logger;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'hearth-thumbs-'));
  blobs = new LocalFsBlobStore(root);
  await blobs.write(`${FOLDER}/${NAME}`, new TextEncoder().encode('original'));
  warnings = [];
  logger = { ...silentLogger, warn: (message) => warnings.push(message) };
});

afterEach(() => rm(root, { recursive: true, force: true }));

/** Waits (a few ms at a time) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

/** A renderer that records its calls and can be held until released. */
function fakeRenderer() {
  const calls: string[] = [];
  let active = 0;
  let peak = 0;
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const render: ThumbRenderer = async (original, size, format) => {
    calls.push(`${size.width}x${size.height}:${format}`);
    active += 1;
    peak = Math.max(peak, active);
    await gate;
    active -= 1;
    return new TextEncoder().encode(`thumb of ${new TextDecoder().decode(original)}`);
  };
  return {
    render,
    calls,
    peak: () => peak,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

describe('ThumbService', () => {
  it('generates a thumb once, stores it beside the file, then serves it from the store', async () => {
    const renderer = fakeRenderer();
    const thumbs = new ThumbService(blobs, logger, { render: renderer.render });
    const key = await thumbs.thumbKey(FOLDER, NAME, '70x50t');
    expect(key).toBe(`${FOLDER}/thumbs_${NAME}/70x50t_${NAME}`);
    expect(new TextDecoder().decode((await blobs.read(key ?? '')) ?? undefined)).toBe(
      'thumb of original',
    );
    expect(await thumbs.thumbKey(FOLDER, NAME, '70x50t')).toBe(key);
    expect(renderer.calls).toEqual(['70x50:png']);
  });

  it('renders a thumb only once for many simultaneous requests', async () => {
    const renderer = fakeRenderer();
    renderer.hold();
    const thumbs = new ThumbService(blobs, logger, { render: renderer.render });
    const requests = Array.from({ length: 10 }, () => thumbs.thumbKey(FOLDER, NAME, '100x100'));
    await until(() => renderer.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    renderer.release();
    const keys = await Promise.all(requests);
    expect(new Set(keys)).toEqual(new Set([`${FOLDER}/thumbs_${NAME}/100x100_${NAME}`]));
    expect(renderer.calls).toHaveLength(1);
  });

  it('never renders more thumbs at once than its limit', async () => {
    const renderer = fakeRenderer();
    renderer.hold();
    const thumbs = new ThumbService(blobs, logger, { render: renderer.render, maxConcurrent: 2 });
    const sizes = ['10x10', '20x20', '30x30', '40x40', '50x50'];
    const requests = sizes.map((size) => thumbs.thumbKey(FOLDER, NAME, size));
    await until(() => renderer.calls.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renderer.calls).toHaveLength(2);
    renderer.release();
    const keys = await Promise.all(requests);
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(renderer.calls).toHaveLength(5);
    expect(renderer.peak()).toBe(2);
  });

  it('gives the original (null) when no slot frees up in time', async () => {
    const renderer = fakeRenderer();
    renderer.hold();
    const thumbs = new ThumbService(blobs, logger, {
      render: renderer.render,
      maxConcurrent: 1,
      maxWaitMs: 10,
    });
    const slow = thumbs.thumbKey(FOLDER, NAME, '10x10');
    await until(() => renderer.calls.length === 1);
    expect(await thumbs.thumbKey(FOLDER, NAME, '20x20')).toBeNull();
    renderer.release();
    expect(await slow).not.toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it.each(['0x0', '10', 'axb', '../10x10'])(
    'answers null for the malformed size %j',
    async (size) => {
      const renderer = fakeRenderer();
      const thumbs = new ThumbService(blobs, logger, { render: renderer.render });
      expect(await thumbs.thumbKey(FOLDER, NAME, size)).toBeNull();
      expect(renderer.calls).toEqual([]);
    },
  );

  it('answers null when rendering fails, and tries again on the next request', async () => {
    let fail = true;
    const render: ThumbRenderer = () =>
      fail ? Promise.reject(new Error('corrupt')) : Promise.resolve(new Uint8Array([1]));
    const thumbs = new ThumbService(blobs, logger, { render });
    expect(await thumbs.thumbKey(FOLDER, NAME, '10x10')).toBeNull();
    expect(warnings).toEqual(['failed to create a thumb, serving the original']);
    fail = false;
    expect(await thumbs.thumbKey(FOLDER, NAME, '10x10')).not.toBeNull();
  });

  it('answers null when the original is missing', async () => {
    const renderer = fakeRenderer();
    const thumbs = new ThumbService(blobs, logger, { render: renderer.render });
    expect(await thumbs.thumbKey(FOLDER, 'missing_1234567890.png', '10x10')).toBeNull();
  });

  it('drops a thumb whose original was deleted while it was rendering', async () => {
    const renderer = fakeRenderer();
    renderer.hold();
    const thumbs = new ThumbService(blobs, logger, { render: renderer.render });
    const pending = thumbs.thumbKey(FOLDER, NAME, '10x10');
    await until(() => renderer.calls.length === 1);
    await blobs.delete(`${FOLDER}/${NAME}`);
    await blobs.deletePrefix(`${FOLDER}/thumbs_${NAME}`);
    renderer.release();
    expect(await pending).toBeNull();
    expect(await blobs.stat(`${FOLDER}/thumbs_${NAME}/10x10_${NAME}`)).toBeNull();
  });
});
