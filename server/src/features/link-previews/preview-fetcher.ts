import type { LinkPreview } from '@hearth/shared';
import type { Logger } from '../../lib/logger.js';
import { LruCache } from '../../lib/lru-cache.js';
import { Semaphore, SemaphoreTimeoutError } from '../../lib/semaphore.js';
import { SingleFlight } from '../../lib/single-flight.js';
import { guardedFetch } from './guarded-fetch.js';
import type { LinkPreviewOptions } from './link-preview-options.js';
import { decodePage } from './page-charset.js';
import { readPageMetadata } from './page-metadata.js';
import { renderPreviewImage } from './preview-image.js';
import { cleanText, DESCRIPTION_MAX, SITE_NAME_MAX, TITLE_MAX } from './preview-text.js';

/** What a link's page gave: its text, cleaned, and its image as the server stores it. */
export interface PagePreview {
  title: string;
  description: string;
  siteName: string;
  /** WebP, ready to store as `previewImage`; null when the page has no usable image. */
  image: Buffer | null;
}

const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1';
const IMAGE_ACCEPT = 'image/webp,image/avif,image/png,image/jpeg,image/gif;q=0.9';
/** A page without a Content-Type is read too: some small servers send none. */
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml', '']);
/** A fetch waits this long at most for one of the concurrent slots before giving up. */
const SLOT_WAIT_MS = 60_000;
/** `messages.preview` holds at most 4,000 bytes of JSON; this leaves room to spare. */
const PREVIEW_MAX_BYTES = 3_900;

interface CacheEntry {
  value: PagePreview | null;
  expiresAt: number;
}

/**
 * Fetches what a link's page says about itself, with its image, through `guardedFetch`.
 * Outcomes are kept in memory per address (least recently used out, a success for
 * `cacheTtlMs`, a failure for `failureTtlMs`), so a link posted again and again is fetched once
 * in a while; concurrent requests for one address share one fetch, and at most `concurrency`
 * fetches run at once.
 */
export class PreviewFetcher {
  private readonly cache: LruCache<string, CacheEntry>;
  private readonly flights = new SingleFlight<PagePreview | null>();
  private readonly slots: Semaphore;

  constructor(
    private readonly options: LinkPreviewOptions,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new LruCache(options.cacheEntries);
    this.slots = new Semaphore(options.concurrency);
  }

  /** The preview of `link` (an http(s) `URL.href`), from the cache or the site; null when none. */
  async preview(link: string, signal: AbortSignal): Promise<PagePreview | null> {
    // note: the fragment never reaches the site, so links differing only there share a fetch.
    const key = link.split('#')[0] ?? link;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.value;
    return this.flights.run(key, async () => {
      let value: PagePreview | null;
      try {
        value = await this.slots.run(() => this.load(key, signal), SLOT_WAIT_MS);
      } catch (error) {
        // note: too busy, or shutting down: nothing was learnt about the link, so nothing is kept.
        if (error instanceof SemaphoreTimeoutError || signal.aborted) return null;
        throw error;
      }
      const ttl = value ? this.options.cacheTtlMs : this.options.failureTtlMs;
      this.cache.set(key, { value, expiresAt: this.now() + ttl });
      return value;
    });
  }

  private async load(address: string, signal: AbortSignal): Promise<PagePreview | null> {
    const { options } = this;
    let page;
    try {
      page = await guardedFetch(
        new URL(address),
        options,
        {
          accept: PAGE_ACCEPT,
          timeoutMs: options.timeoutMs,
          maxRedirects: options.maxRedirects,
          maxBytes: options.maxPageBytes,
          overflow: 'truncate',
        },
        signal,
      );
    } catch (error) {
      this.logger.debug('link preview: page not fetched', { link: address, reason: reason(error) });
      return null;
    }
    const type = (page.contentType.split(';')[0] ?? '').trim().toLowerCase();
    if (!HTML_TYPES.has(type)) return null;
    const meta = readPageMetadata(decodePage(page.body, page.contentType), page.url);
    const title = cleanText(meta.title, TITLE_MAX);
    const description = cleanText(meta.description, DESCRIPTION_MAX);
    if (title === '' && description === '') return null;
    return {
      title,
      description,
      siteName: cleanText(meta.siteName, SITE_NAME_MAX) || page.url.hostname.replace(/^www\./, ''),
      image: meta.image === null ? null : await this.image(meta.image, signal),
    };
  }

  private async image(address: string, signal: AbortSignal): Promise<Buffer | null> {
    const { options } = this;
    try {
      const fetched = await guardedFetch(
        new URL(address),
        options,
        {
          accept: IMAGE_ACCEPT,
          timeoutMs: options.timeoutMs,
          maxRedirects: options.maxRedirects,
          maxBytes: options.maxImageBytes,
          overflow: 'fail',
        },
        signal,
      );
      return await renderPreviewImage(fetched.body);
    } catch (error) {
      this.logger.debug('link preview: image not fetched', {
        image: address,
        reason: reason(error),
      });
      return null;
    }
  }
}

/**
 * The `preview` to store for `link`: the page's text with the link it belongs to; the
 * description goes first, then the whole preview, if it would not fit the field.
 */
export function linkPreviewOf(link: string, page: PagePreview): LinkPreview | null {
  const preview: LinkPreview = {
    url: link,
    title: page.title,
    description: page.description,
    siteName: page.siteName,
  };
  if (jsonBytes(preview) <= PREVIEW_MAX_BYTES) return preview;
  const shorter = { ...preview, description: '' };
  return jsonBytes(shorter) <= PREVIEW_MAX_BYTES ? shorter : null;
}

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

function reason(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
