import { availableParallelism } from 'node:os';
import type { Logger } from '../lib/logger.js';
import { Semaphore } from '../lib/semaphore.js';
import { SingleFlight } from '../lib/single-flight.js';
import type { BlobStore } from '../filesystem/blob-store.js';
import { renderThumb, thumbFormatOf, type ThumbFormat } from '../filesystem/thumb-image.js';
import { parseThumbSize, thumbKeyOf, type ThumbSize } from '../filesystem/thumb-size.js';

/** Turns an original image into thumb bytes (sharp in production, a fake in tests). */
export type ThumbRenderer = (
  original: Uint8Array,
  size: ThumbSize,
  format: ThumbFormat,
) => Promise<Uint8Array>;

/** Limits and the renderer of a thumb service. */
export interface ThumbServiceOptions {
  /** Thumbs generated at once; the default leaves one core to serve requests. */
  maxConcurrent?: number;
  /** How long a request waits for a free slot before it gets the original instead. */
  maxWaitMs?: number;
  render?: ThumbRenderer;
}

/** PB compat: PocketBase waits up to 60 s (PB_THUMBS_MAX_WAIT) for a generation slot. */
const DEFAULT_MAX_WAIT_MS = 60_000;

/**
 * Makes thumbs on demand and caches them in the blob store: each thumb is generated once, even
 * when many requests ask for it at the same moment (they share one run), and only a few run at
 * once so a burst of new thumbs cannot starve the server.
 */
export class ThumbService {
  private readonly flights = new SingleFlight<string | null>();
  private readonly slots: Semaphore;
  private readonly maxWaitMs: number;
  private readonly render: ThumbRenderer;

  constructor(
    private readonly blobs: BlobStore,
    private readonly logger: Logger,
    options: ThumbServiceOptions = {},
  ) {
    this.slots = new Semaphore(options.maxConcurrent ?? Math.max(1, availableParallelism() - 1));
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.render = options.render ?? renderThumb;
  }

  /**
   * Returns the blob key of the `size` thumb of `<folder>/<filename>`, generating it first when
   * it is not cached yet; `null` when it cannot be made (bad size, unreadable image, no free
   * slot in time), in which case the caller serves the original.
   */
  async thumbKey(folder: string, filename: string, size: string): Promise<string | null> {
    const parsed = parseThumbSize(size);
    if (!parsed) return null;
    const key = thumbKeyOf(folder, filename, size);
    if (await this.blobs.stat(key)) return key;
    return this.flights.run(key, () =>
      this.generate(`${folder}/${filename}`, key, parsed, filename).catch((error: unknown) => {
        this.logger.warn('failed to create a thumb, serving the original', { key, error });
        return null;
      }),
    );
  }

  private async generate(
    originalKey: string,
    key: string,
    size: ThumbSize,
    filename: string,
  ): Promise<string> {
    await this.slots.run(async () => {
      // note: a run that finished while this one waited for a slot already made it.
      if (await this.blobs.stat(key)) return;
      const original = await this.blobs.read(originalKey);
      if (!original) throw new Error('the original is gone');
      await this.blobs.write(key, await this.render(original, size, thumbFormatOf(filename)));
      // The original may have been deleted (with its thumbs) while this one was rendering.
      if (!(await this.blobs.stat(originalKey))) {
        await this.blobs.delete(key);
        throw new Error('the original was deleted while its thumb was made');
      }
    }, this.maxWaitMs);
    return key;
  }
}
