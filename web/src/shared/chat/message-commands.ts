import { currentUser } from '../lib/session';
import { messages } from './chat-api';
import type { MessageRecord } from './chat-records';
import { publishLocal } from './chat-stream';
import { newClientId } from './client-id';
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

/** A plugin's message (`kind: plugin`): its plugin's manifest id, type, payload and fallback. */
export interface PluginMessageInput {
  plugin: string;
  pluginType: string;
  payload: unknown;
  /** The plain text people without the plugin read. */
  text: string;
}

/**
 * Sends a plugin's message to `chatId` at once, not through the outbox: the plugin waits for the
 * stored message's id, and tells its user itself when it fails. The server checks that the user
 * has the plugin on with `messages.send`.
 */
export async function sendPluginMessage(
  chatId: string,
  input: PluginMessageInput,
): Promise<MessageRecord> {
  const body = {
    chat: chatId,
    author: signedIn(),
    kind: 'plugin',
    clientId: newClientId(),
    ...input,
  };
  const record = await (await messages()).create<MessageRecord>(body, { requestKey: null });
  publishLocal.message({ action: 'create', record });
  resetTypingSignal(chatId);
  return record;
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
