import { currentUser } from '../lib/session';
import { onRealtimeConnect } from '../social/realtime-connection';
import type { PendingFile } from './chat-view-types';
import { newClientId } from './client-id';
import { listenToChats, publishLocal } from './chat-stream';
import { transmitMessage } from './message-transmit';
import type { OutboxItem } from './outbox';
import { outbox } from './outbox';
import { restoreOutbox, saveOutbox } from './outbox-storage';
import { isTransientFailure, refusesMentions, retryDelayMs } from './send-retry';

/** A text-only send that has not answered by then is given up on and retried (same clientId). */
export const SEND_TIMEOUT_MS = 20_000;

/** What the user sends. */
export interface SendInput {
  text: string;
  /** Users the text mentions (ids whose `@nickname` is in `text`). */
  mentions?: readonly string[];
  files?: readonly File[];
  replyTo?: string;
}

let owner: string | null = null;
let items: readonly OutboxItem[] = [];
const listeners = new Set<() => void>();
const inFlight = new Map<string, AbortController>();
const retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
let teardown: (() => void) | null = null;

function set(next: readonly OutboxItem[]): void {
  items = next;
  if (owner) saveOutbox(owner, items);
  for (const listener of listeners) listener();
}

function has(clientId: string): boolean {
  return items.some((item) => item.clientId === clientId);
}

function preview(file: File): PendingFile {
  const canPreview = file.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
  const previewUrl = canPreview ? URL.createObjectURL(file) : '';
  return { name: file.name, size: file.size, type: file.type, previewUrl };
}

function forget(clientId: string): void {
  clearTimeout(retryTimers.get(clientId));
  retryTimers.delete(clientId);
  const item = items.find((candidate) => candidate.clientId === clientId);
  for (const file of item?.pendingFiles ?? []) {
    if (file.previewUrl) URL.revokeObjectURL(file.previewUrl);
  }
  set(outbox.remove(items, clientId));
}

function scheduleRetry(item: OutboxItem): void {
  const timer = setTimeout(() => {
    retryTimers.delete(item.clientId);
    set(outbox.update(items, item.clientId, { state: 'queued' }));
    pump();
  }, retryDelayMs(item.attempts));
  retryTimers.set(item.clientId, timer);
}

/**
 * Someone left or was renamed between writing and sending: the message matters more than the
 * mention, so it goes again without (same clientId: nothing was stored). Returns whether it did.
 */
function sendWithoutMentions(clientId: string, error: unknown): boolean {
  const item = items.find((candidate) => candidate.clientId === clientId);
  if (!item || item.mentions.length === 0 || !refusesMentions(error)) return false;
  set(outbox.update(items, clientId, { mentions: [], state: 'queued' }));
  return true;
}

function settleFailure(clientId: string, error: unknown): void {
  if (sendWithoutMentions(clientId, error)) return;
  if (isTransientFailure(error)) {
    set(outbox.postpone(items, clientId, error));
    const item = items.find((candidate) => candidate.clientId === clientId);
    if (item) scheduleRetry(item);
  } else {
    set(outbox.fail(items, clientId, error));
  }
}

function transmit(item: OutboxItem): void {
  const controller = new AbortController();
  const current = owner;
  inFlight.set(item.clientId, controller);
  const hasFiles = item.files.length > 0;
  set(outbox.update(items, item.clientId, { state: 'sending', progress: hasFiles ? 0 : null }));
  // note: uploads take as long as they take; a text message that hangs is retried instead.
  const timeout = hasFiles ? undefined : setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  const onProgress = (progress: number) => {
    if (owner === current && has(item.clientId)) {
      set(outbox.update(items, item.clientId, { progress }));
    }
  };
  const settle = (apply: () => void) => {
    clearTimeout(timeout);
    inFlight.delete(item.clientId);
    // A discarded item, or another user's outbox: nothing left to update.
    if (owner !== current || !has(item.clientId)) return;
    // Signed out meanwhile: the refusal says nothing about the message; it waits for its user.
    if (currentUser()?.id !== current) return stop();
    apply();
    pump();
  };
  transmitMessage(item, controller.signal, onProgress).then(
    (record) =>
      settle(() => {
        forget(item.clientId);
        publishLocal.message({ action: 'create', record });
      }),
    (error: unknown) => settle(() => settleFailure(item.clientId, error)),
  );
}

function pump(): void {
  for (const item of outbox.ready(items)) transmit(item);
}

/** The connection is back: retries waiting for their time go at once. */
function wake(): void {
  for (const timer of retryTimers.values()) clearTimeout(timer);
  retryTimers.clear();
  set(outbox.wake(items));
  pump();
}

function connect(me: string): () => void {
  const stream = listenToChats({
    message(event, local) {
      const { record } = event;
      if (local || event.action !== 'create' || record.author !== me || !record.clientId) return;
      const item = items.find((candidate) => candidate.clientId === record.clientId);
      // The echo proves the server has it (a lost answer, or another tab sent it): done. One
      // on the wire is left to its answer, which completes it.
      if (item && item.state !== 'sending') {
        forget(item.clientId);
        pump();
      }
    },
  });
  const stopConnect = onRealtimeConnect(wake);
  window.addEventListener('online', wake);
  return () => {
    stream.stop();
    stopConnect();
    window.removeEventListener('online', wake);
  };
}

function stop(): void {
  teardown?.();
  teardown = null;
  for (const controller of inFlight.values()) controller.abort();
  inFlight.clear();
  for (const timer of retryTimers.values()) clearTimeout(timer);
  retryTimers.clear();
  owner = null;
  items = [];
  for (const listener of listeners) listener();
}

/**
 * The signed-in user's outbox: every message on its way to the server. Per chat one message is on
 * the wire at a time, in the order sent. Transient failures retry with backoff (and at once when
 * the browser is back online or realtime reconnects); refusals wait for the user. Text-only
 * messages survive a reload (per user).
 */
export const outboxStore = {
  /** Runs `me`'s outbox (restoring what a reload left); another user's is put away first. */
  start(me: string): void {
    if (owner === me) return;
    stop();
    owner = me;
    items = restoreOutbox(me);
    teardown = connect(me);
    for (const listener of listeners) listener();
    pump();
  },
  stop,
  getItems: (): readonly OutboxItem[] => items,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  send(me: string, chat: string, input: SendInput): string {
    outboxStore.start(me);
    const files = input.files ?? [];
    const item: OutboxItem = {
      clientId: newClientId(),
      chat,
      author: me,
      text: input.text,
      mentions: input.mentions ?? [],
      replyTo: input.replyTo ?? '',
      files,
      pendingFiles: files.map(preview),
      created: new Date().toISOString(),
      state: 'queued',
      attempts: 0,
      progress: null,
      error: null,
    };
    set(outbox.add(items, item));
    pump();
    return item.clientId;
  },
  retry(clientId: string): void {
    set(outbox.retry(items, clientId));
    pump();
  },
  discard(clientId: string): void {
    if (!has(clientId)) return;
    inFlight.get(clientId)?.abort();
    forget(clientId);
    pump();
  },
};
