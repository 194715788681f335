import { currentUser } from '../lib/session';
import { messages } from './chat-api';
import type { MessageRecord } from './chat-records';
import { publishLocal } from './chat-stream';
import type { SendInput } from './outbox-store';
import { outboxStore } from './outbox-store';
import { resetTypingSignal } from './typing-signal';

function signedIn(): string {
  const me = currentUser()?.id;
  if (!me) throw new Error('Sending needs a signed-in user.');
  return me;
}

/**
 * Sends a message to `chatId` through the outbox; it shows at once as sending. Returns its
 * clientId (the key it keeps on screen).
 */
export function sendMessage(chatId: string, input: SendInput): string {
  const clientId = outboxStore.send(signedIn(), chatId, input);
  resetTypingSignal(chatId);
  return clientId;
}

/** Sends a failed message again, after the chat's other pending ones, with the same clientId. */
export function retryMessage(clientId: string): void {
  outboxStore.retry(clientId);
}

/** Takes a failed or pending message out of the outbox; an upload on its way is cancelled. */
export function discardMessage(clientId: string): void {
  outboxStore.discard(clientId);
}

async function updateMessage(messageId: string, body: Partial<MessageRecord>): Promise<void> {
  const record = await (
    await messages()
  ).update<MessageRecord>(messageId, body, {
    requestKey: null,
  });
  publishLocal.message({ action: 'update', record });
}

/**
 * Changes the text of one of the user's messages; `mentions`, when given, replaces whom it
 * mentions (the server checks them against the new text).
 */
export function editMessage(
  messageId: string,
  text: string,
  mentions?: readonly string[],
): Promise<void> {
  return updateMessage(messageId, mentions ? { text, mentions: [...mentions] } : { text });
}

/** Deletes one of the user's messages: it stays as a "message deleted" placeholder. */
export function deleteMessage(messageId: string): Promise<void> {
  return updateMessage(messageId, { deleted: true });
}

/**
 * Removes the link preview of one of the user's messages; the server clears it and fetches none
 * for that message again.
 */
export function hidePreview(messageId: string): Promise<void> {
  return updateMessage(messageId, { previewHidden: true });
}
