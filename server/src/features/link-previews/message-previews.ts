import { toUniqueStrings } from '../../collections/fields/value-cast.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { isPlainObject } from '../../lib/is-plain-object.js';
import type { RecordValues } from '../../request-info.js';
import { firstLink } from './first-link.js';

/**
 * The link a message's preview belongs to: the first link of a text message that is not
 * deleted and whose author has not hidden its preview; null when it should have none.
 */
export function previewLinkOf(message: RecordValues): string | null {
  if (message['kind'] !== 'text' || message['deleted'] === true) return null;
  if (message['previewHidden'] === true) return null;
  return firstLink(String(message['text'] ?? ''));
}

/** The link to fetch a preview for: the message's, unless its preview is already of it. */
export function linkToPreview(message: RecordValues): string | null {
  const link = previewLinkOf(message);
  return link !== null && storedLink(message) !== link ? link : null;
}

/**
 * Before any message is stored: a preview that no longer belongs to it (hidden by the author,
 * the first link edited away or changed, the message deleted) goes in the same write, image
 * included, so no one ever sees a preview of a link the message does not open first.
 */
export function dropStalePreview(event: RecordWriteEvent): void {
  if (event.collection.name !== 'messages') return;
  const { record } = event;
  const image = toUniqueStrings(record['previewImage']);
  if ((record['preview'] ?? null) === null && image.length === 0) return;
  if (storedLink(record) !== null && storedLink(record) === previewLinkOf(record)) return;
  record['preview'] = null;
  record['previewImage'] = '';
}

function storedLink(message: RecordValues): string | null {
  const preview = message['preview'];
  return isPlainObject(preview) && typeof preview['url'] === 'string' ? preview['url'] : null;
}
