import { localStore } from '../lib/local-store';
import { CHAT_STORAGE_KEYS } from './chat-storage-keys';
import type { OutboxItem } from './outbox';

/** What is kept of an outbox item across reloads. */
interface StoredItem {
  clientId: string;
  chat: string;
  text: string;
  /** Absent in what was saved before messages had mentions. */
  mentions?: string[];
  replyTo: string;
  created: string;
  failed: boolean;
  error: string;
}

function storedMentions(item: StoredItem): string[] {
  const { mentions } = item;
  return Array.isArray(mentions) ? mentions.filter((id) => typeof id === 'string') : [];
}

function isStoredItem(value: unknown): value is StoredItem {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'clientId' in value &&
    typeof value.clientId === 'string' &&
    'chat' in value &&
    typeof value.chat === 'string' &&
    'text' in value &&
    typeof value.text === 'string' &&
    'replyTo' in value &&
    typeof value.replyTo === 'string' &&
    'created' in value &&
    typeof value.created === 'string' &&
    'failed' in value &&
    typeof value.failed === 'boolean'
  );
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * Keeps `me`'s text-only outbox items across reloads. Items with files stay in memory only: a
 * `File` cannot be stored, and after a reload it would have to be picked again anyway.
 */
export function saveOutbox(me: string, items: readonly OutboxItem[]): void {
  const kept: StoredItem[] = items
    .filter((item) => item.files.length === 0)
    .map((item) => ({
      clientId: item.clientId,
      chat: item.chat,
      text: item.text,
      mentions: [...item.mentions],
      replyTo: item.replyTo,
      created: item.created,
      failed: item.state === 'failed',
      error: item.state === 'failed' ? errorText(item.error) : '',
    }));
  if (kept.length === 0) localStore.remove(CHAT_STORAGE_KEYS.outbox(me));
  else localStore.set(CHAT_STORAGE_KEYS.outbox(me), JSON.stringify(kept));
}

/** `me`'s stored outbox: unconfirmed messages queue again (same clientId), refused ones stay failed. */
export function restoreOutbox(me: string): OutboxItem[] {
  let data: unknown;
  try {
    data = JSON.parse(localStore.get(CHAT_STORAGE_KEYS.outbox(me)) ?? '[]');
  } catch {
    return []; // a damaged entry holds nothing we could send.
  }
  if (!Array.isArray(data)) return [];
  return data.filter(isStoredItem).map((item) => ({
    clientId: item.clientId,
    chat: item.chat,
    author: me,
    text: item.text,
    mentions: storedMentions(item),
    replyTo: item.replyTo,
    files: [],
    pendingFiles: [],
    created: item.created,
    state: item.failed ? 'failed' : 'queued',
    attempts: 0,
    progress: null,
    error: item.failed ? item.error || null : null,
  }));
}
