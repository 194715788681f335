import { loadPb } from '../lib/load-pb';
import { quoted } from './chat-filter';
import type { ReactionRecord } from './chat-records';
import { CHAT_COLLECTIONS } from './chat-records';

/** Messages whose reactions one request asks for (keeps the filter's URL short). */
const MESSAGES_PER_REQUEST = 40;

export async function reactions() {
  return (await loadPb()).pb.collection<ReactionRecord>(CHAT_COLLECTIONS.reactions);
}

/** Every reaction on `messageIds`: one request per MESSAGES_PER_REQUEST messages. */
export async function fetchReactions(messageIds: readonly string[]): Promise<ReactionRecord[]> {
  const api = await reactions();
  const batches: Promise<ReactionRecord[]>[] = [];
  for (let start = 0; start < messageIds.length; start += MESSAGES_PER_REQUEST) {
    const batch = messageIds.slice(start, start + MESSAGES_PER_REQUEST);
    const filter = batch.map((id) => `message = ${quoted(id)}`).join(' || ');
    batches.push(api.getFullList({ filter, sort: 'created', requestKey: null }));
  }
  return (await Promise.all(batches)).flat();
}

/** Reacts to `message` with `emoji` as `user` (the signed-in user). */
export async function createReaction(
  message: string,
  user: string,
  emoji: string,
): Promise<ReactionRecord> {
  return (await reactions()).create<ReactionRecord>({ message, user, emoji }, { requestKey: null });
}

/** Takes back one of the signed-in user's reactions. */
export async function deleteReaction(id: string): Promise<void> {
  await (await reactions()).delete(id, { requestKey: null });
}
