import { messages } from './chat-api';
import type { MessageRecord } from './chat-records';
import type { OutboxItem } from './outbox';
import { uploadFetch } from './upload-fetch';

/**
 * Sends one outbox item as a `messages` create. The server answers a repeated `clientId` with the
 * message it stored the first time, so sending an item again never makes a duplicate.
 */
export async function transmitMessage(
  item: OutboxItem,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<MessageRecord> {
  const body: Record<string, unknown> = {
    chat: item.chat,
    author: item.author,
    kind: 'text',
    text: item.text,
    clientId: item.clientId,
  };
  if (item.replyTo) body['replyTo'] = item.replyTo;
  if (item.mentions.length > 0) body['mentions'] = [...item.mentions];
  if (item.files.length > 0) body['attachments'] = [...item.files];
  // note: only sends with files use the XHR fetch: progress matters there, and plain fetch is leaner.
  const upload = item.files.length > 0 ? { fetch: uploadFetch(onProgress) } : {};
  return (await messages()).create<MessageRecord>(body, { requestKey: null, signal, ...upload });
}
