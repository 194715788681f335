import type { App } from '../../app.js';
import type { RecordChangeEvent } from '../../hooks/record-hooks.js';
import type { RecordInput } from '../../records/record-input.js';
import { findRecordById } from '../../records/record-store.js';
import { systemRequestInfo } from '../../request-info.js';
import type { LinkPreviewOptions } from './link-preview-options.js';
import { linkToPreview } from './message-previews.js';
import { linkPreviewOf, PreviewFetcher, type PagePreview } from './preview-fetcher.js';

/** Messages waiting for a preview at most; past that a burst of links goes without. */
const MAX_PENDING = 200;
const IMAGE_NAME = 'preview.webp';

/**
 * One app's link previews: after a text message is committed with a first link it has no
 * preview of, the preview is fetched in the background and stored on the message by the
 * server, so its members hear an ordinary `update`. Sending never waits for it, and a failure
 * only means no preview.
 */
export class PreviewWriter {
  private readonly fetcher: PreviewFetcher;
  private readonly pending = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly app: App,
    options: LinkPreviewOptions,
  ) {
    this.fetcher = new PreviewFetcher(options, app.logger);
  }

  /** The after-commit listener: schedules the messages that need a preview. */
  readonly onChange = (event: RecordChangeEvent): void => {
    if (event.collection.name !== 'messages' || event.action === 'delete') return;
    const link = linkToPreview(event.record);
    if (link !== null) this.schedule(String(event.record['id']), link);
  };

  /** Resolves once no preview is being fetched or stored (tests wait on it). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending.values()]);
  }

  /** Stops fetching; what is under way is dropped, and nothing is written afterwards. */
  async close(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  private schedule(messageId: string, link: string): void {
    const key = `${messageId} ${link}`;
    if (this.stopping.signal.aborted || this.pending.has(key)) return;
    if (this.pending.size >= MAX_PENDING) {
      this.app.logger.debug('link preview: too many pending, skipped', { message: messageId });
      return;
    }
    const job = this.fetchAndStore(messageId, link)
      .catch((error: unknown) => {
        this.app.logger.warn('link preview: not stored', { message: messageId, error });
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
  }

  private async fetchAndStore(messageId: string, link: string): Promise<void> {
    const page = await this.fetcher.preview(link, this.stopping.signal);
    if (page === null || this.stopping.signal.aborted) return;
    await this.store(messageId, link, page);
  }

  /**
   * Stores the preview if the message still wants it: read and written in one transaction
   * (writes are serialised), so a message deleted, hidden or edited to another first link
   * while its page was fetched keeps no preview of the old link. The write is the server's:
   * the rules that keep users from setting `preview` do not apply, and chat's message guard
   * leaves a server write unstamped (no `editedAt`).
   */
  private async store(messageId: string, link: string, page: PagePreview): Promise<void> {
    const messages = this.app.collections.find('messages');
    const superusers = this.app.collections.find('_superusers');
    const preview = linkPreviewOf(link, page);
    if (!messages || superusers?.type !== 'auth' || preview === null) return;
    await this.app.records.transaction(async (tx) => {
      const message = await findRecordById(tx, messages, messageId);
      if (!message || linkToPreview(message) !== link) return;
      const input: RecordInput = page.image
        ? {
            data: { preview },
            files: { previewImage: [{ name: IMAGE_NAME, type: 'image/webp', data: page.image }] },
          }
        : { data: { preview, previewImage: '' }, files: {} };
      await this.app.records.update(messages, messageId, input, systemRequestInfo(superusers), {
        tx,
      });
    });
  }
}
