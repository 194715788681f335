import type { MessageRecord } from './chat-records';
import type { DeliveryState, DisplayMessage } from './chat-view-types';
import type { OutboxItem } from './outbox';

/** A stored message; own messages keep their clientId as key, so a send never remounts. */
export function storedMessage(record: MessageRecord, me: string): DisplayMessage {
  return {
    key: record.author === me && record.clientId ? record.clientId : record.id,
    record,
    chat: record.chat,
    author: record.author,
    text: record.text,
    attachments: record.attachments,
    pendingFiles: [],
    replyTo: record.replyTo,
    created: record.created,
    seq: record.seq,
    delivery: 'sent',
    progress: null,
    error: null,
  };
}

function delivery(item: OutboxItem): DeliveryState {
  return item.state === 'failed' ? 'failed' : 'sending';
}

/** A message still in the outbox. */
export function pendingMessage(item: OutboxItem): DisplayMessage {
  return {
    key: item.clientId,
    record: null,
    chat: item.chat,
    author: item.author,
    text: item.text,
    attachments: item.files.map((file) => file.name),
    pendingFiles: item.pendingFiles,
    replyTo: item.replyTo,
    created: item.created,
    seq: null,
    delivery: delivery(item),
    progress: item.progress,
    error: item.error,
  };
}

/**
 * A conversation as shown: its stored messages by seq, then its outbox messages in the order
 * sent. An outbox message whose record is already held (its echo overtook the answer) shows once,
 * as the stored one.
 */
export function conversationMessages(
  records: readonly MessageRecord[],
  pending: readonly OutboxItem[],
  chat: string,
  me: string,
): DisplayMessage[] {
  const stored = new Set(
    records.filter((record) => record.author === me && record.clientId).map((r) => r.clientId),
  );
  const waiting = pending.filter((item) => item.chat === chat && !stored.has(item.clientId));
  return [...records.map((record) => storedMessage(record, me)), ...waiting.map(pendingMessage)];
}
