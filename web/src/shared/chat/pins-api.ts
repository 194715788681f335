import { loadPb } from '../lib/load-pb';
import { quoted } from './chat-filter';
import type { MessageRecord, PinRecord } from './chat-records';
import { CHAT_COLLECTIONS } from './chat-records';

/** A pin with its message, when the server expanded it (realtime events carry none). */
export type PinnedMessage = PinRecord & { expand?: { message?: MessageRecord } };

export async function pins() {
  return (await loadPb()).pb.collection<PinnedMessage>(CHAT_COLLECTIONS.pins);
}

/** The pins of `chat`, newest first, each with its message. */
export async function fetchPins(chat: string): Promise<PinnedMessage[]> {
  return (await pins()).getFullList({
    filter: `chat = ${quoted(chat)}`,
    sort: '-created',
    expand: 'message',
    requestKey: null,
  });
}

/** One pin with its message. */
export async function fetchPin(id: string): Promise<PinnedMessage> {
  return (await pins()).getOne(id, { expand: 'message', requestKey: null });
}

/** Pins `message` of `chat` as `user` (the signed-in user). */
export async function createPin(
  chat: string,
  message: string,
  user: string,
): Promise<PinnedMessage> {
  return (await pins()).create<PinnedMessage>(
    { chat, message, pinnedBy: user },
    { expand: 'message', requestKey: null },
  );
}

/** Unpins. */
export async function deletePin(id: string): Promise<void> {
  await (await pins()).delete(id, { requestKey: null });
}
