import { TYPING_TOPIC } from '@hearth/shared';
import type { ChatReadState, ReadResult } from '@hearth/shared';
import { isSdkError } from '../lib/api-error';
import { loadPb } from '../lib/load-pb';
import type { LiveEvent } from '../social/live-records';
import { quoted } from './chat-filter';
import type { ChatMemberRecord, ChatRecord, MessageRecord } from './chat-records';
import { CHAT_COLLECTIONS } from './chat-records';

/** The most messages one catch-up request asks for. */
const CATCH_UP_PAGE = 200;
/** Chats whose newest message one request asks for (keeps the filter's URL short). */
const LAST_MESSAGES_BATCH = 40;

export async function messages() {
  return (await loadPb()).pb.collection<MessageRecord>(CHAT_COLLECTIONS.messages);
}

export async function members() {
  return (await loadPb()).pb.collection<ChatMemberRecord>(CHAT_COLLECTIONS.members);
}

export async function chats() {
  return (await loadPb()).pb.collection<ChatRecord>(CHAT_COLLECTIONS.chats);
}

/** A realtime event as the SDK hands it over, as a `LiveEvent`. */
export function liveEvent<T>(event: { action: string; record: T }): LiveEvent<T> {
  const action = event.action === 'create' || event.action === 'delete' ? event.action : 'update';
  return { action, record: event.record };
}

/** The signed-in user's memberships, each with its chat. */
export async function fetchMyMemberships(me: string): Promise<ChatMemberRecord[]> {
  return (await members()).getFullList({
    filter: `user = ${quoted(me)}`,
    expand: 'chat',
    requestKey: null,
  });
}

/** Every member of the signed-in user's chats (the rules show no others), with their user. */
export async function fetchAllMembers(): Promise<ChatMemberRecord[]> {
  return (await members()).getFullList({ expand: 'user', requestKey: null });
}

/** One member, with their user (a realtime event carries no expand). */
export async function fetchMember(id: string): Promise<ChatMemberRecord> {
  return (await members()).getOne(id, { expand: 'user', requestKey: null });
}

/** The newest message of each chat, found by the chat's `lastSeq`. */
export async function fetchLastMessages(list: readonly ChatRecord[]): Promise<MessageRecord[]> {
  const withMessages = list.filter((chat) => chat.lastSeq > 0);
  const batches: Promise<MessageRecord[]>[] = [];
  for (let start = 0; start < withMessages.length; start += LAST_MESSAGES_BATCH) {
    const batch = withMessages.slice(start, start + LAST_MESSAGES_BATCH);
    const filter = batch
      .map((chat) => `(chat = ${quoted(chat.id)} && seq = ${chat.lastSeq})`)
      .join(' || ');
    batches.push(messages().then((api) => api.getFullList({ filter, requestKey: null })));
  }
  return (await Promise.all(batches)).flat();
}

/** The caller's read position, unread count and unread mentions in every chat. */
export async function fetchUnread(): Promise<ChatReadState[]> {
  const { pb } = await loadPb();
  const answer = await pb.send<{ items?: ChatReadState[] }>('/api/hearth/chats/unread', {
    requestKey: null,
  });
  // note: a server from before mentions counts none; a missing count must not read as one.
  return (answer.items ?? []).map((read) => ({
    ...read,
    mentions: Number.isInteger(read.mentions) ? read.mentions : 0,
  }));
}

/** Up to `count` messages of `chat` before `seq` (the newest when `seq` is null), newest first. */
export async function fetchMessagesBefore(
  chat: string,
  seq: number | null,
  count: number,
): Promise<MessageRecord[]> {
  const filter = seq === null ? `chat = ${quoted(chat)}` : `chat = ${quoted(chat)} && seq < ${seq}`;
  const page = await (
    await messages()
  ).getList(1, count, { filter, sort: '-seq', skipTotal: true, requestKey: null });
  return page.items;
}

/**
 * Every message of `chat` after `seq` (and before `below`, when given), oldest first, a page at a
 * time until none is left.
 */
export async function fetchMessagesAfter(
  chat: string,
  seq: number,
  below?: number,
): Promise<MessageRecord[]> {
  const api = await messages();
  const found: MessageRecord[] = [];
  const upTo = below === undefined ? '' : ` && seq < ${below}`;
  let after = seq;
  for (;;) {
    const page = await api.getList(1, CATCH_UP_PAGE, {
      filter: `chat = ${quoted(chat)} && seq > ${after}${upTo}`,
      sort: 'seq',
      skipTotal: true,
      requestKey: null,
    });
    found.push(...page.items);
    const last = page.items.at(-1);
    // note: paging by seq, not by page number: messages arriving meanwhile cannot shift pages.
    if (!last || page.items.length < CATCH_UP_PAGE) return found;
    after = last.seq;
  }
}

/**
 * The held messages of `chat` (seq from `fromSeq`) changed after `since` (a server time, the
 * newest `updated` held): edits and deletions made while the realtime connection was down.
 */
export async function fetchMessagesChangedSince(
  chat: string,
  fromSeq: number,
  since: string,
): Promise<MessageRecord[]> {
  const api = await messages();
  return api.getFullList({
    filter: `chat = ${quoted(chat)} && seq >= ${fromSeq} && updated > ${quoted(since)}`,
    sort: 'seq',
    batch: CATCH_UP_PAGE,
    requestKey: null,
  });
}

/** One message, or null when it does not exist or the caller may not see it. */
export async function fetchMessage(id: string): Promise<MessageRecord | null> {
  try {
    return await (await messages()).getOne(id, { requestKey: null });
  } catch (error) {
    if (isSdkError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Moves the caller's read position in `chat` forward to `messageId`. */
export async function postRead(chat: string, messageId: string): Promise<ReadResult> {
  const { pb } = await loadPb();
  return pb.send<ReadResult>(`/api/hearth/chats/${encodeURIComponent(chat)}/read`, {
    method: 'POST',
    body: { message: messageId },
    requestKey: null,
  });
}

/** Tells the chat's other members that the caller is typing. */
export async function postTyping(chat: string): Promise<void> {
  const { pb } = await loadPb();
  await pb.send(`/api/hearth/chats/${encodeURIComponent(chat)}/typing`, {
    method: 'POST',
    requestKey: null,
  });
}

/** Listens to the typing topic. */
export async function listenToTyping(onSignal: (data: unknown) => void) {
  const { pb } = await loadPb();
  return pb.realtime.subscribe(TYPING_TOPIC, onSignal);
}
