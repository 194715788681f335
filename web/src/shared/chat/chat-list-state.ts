import type { ChatReadState, ReadResult } from '@hearth/shared';
import type { LiveEvent } from '../social/live-records';
import type { ChatMemberRecord, ChatRecord, MessageRecord } from './chat-records';
import { mentionsMe } from './mentions';

/** What the chat list is built from: the signed-in user's chats and everything shown with them. */
export interface ChatListData {
  /** The signed-in user's memberships, by chat. */
  mine: ReadonlyMap<string, ChatMemberRecord>;
  chats: ReadonlyMap<string, ChatRecord>;
  /** Every member of each chat, by chat. */
  members: ReadonlyMap<string, readonly ChatMemberRecord[]>;
  lastMessages: ReadonlyMap<string, MessageRecord>;
  reads: ReadonlyMap<string, ChatReadState>;
  /** Messages counted as unread here since the server last counted (so none counts twice). */
  counted: ReadonlySet<string>;
}

const NOTHING_READ: ChatReadState = { chat: '', readSeq: 0, unread: 0, mentions: 0 };

export const EMPTY_LIST: ChatListData = {
  mine: new Map(),
  chats: new Map(),
  members: new Map(),
  lastMessages: new Map(),
  reads: new Map(),
  counted: new Set(),
};

function groupByChat(records: readonly ChatMemberRecord[]): Map<string, ChatMemberRecord[]> {
  const groups = new Map<string, ChatMemberRecord[]>();
  for (const record of records) {
    groups.set(record.chat, [...(groups.get(record.chat) ?? []), record]);
  }
  return groups;
}

/** The list as loaded: memberships with their chats, all members, newest messages, read states. */
export function listData(
  mine: readonly ChatMemberRecord[],
  members: readonly ChatMemberRecord[],
  lastMessages: readonly MessageRecord[],
  reads: readonly ChatReadState[],
): ChatListData {
  const chats = new Map<string, ChatRecord>();
  for (const membership of mine) {
    const chat = membership.expand?.chat;
    if (chat) chats.set(chat.id, chat);
  }
  return {
    mine: new Map(mine.filter((m) => chats.has(m.chat)).map((m) => [m.chat, m])),
    chats,
    members: groupByChat(members.filter((member) => chats.has(member.chat))),
    lastMessages: new Map(lastMessages.map((message) => [message.chat, message])),
    reads: new Map(reads.map((read) => [read.chat, read])),
    counted: new Set(),
  };
}

function without<K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

function withEntry<K, V>(map: ReadonlyMap<K, V>, key: K, value: V): Map<K, V> {
  return new Map(map).set(key, value);
}

/** Whether a new message adds to the unread count: someone else's, after the read position. */
function countsAsUnread(data: ChatListData, record: MessageRecord, me: string): boolean {
  const readSeq = data.reads.get(record.chat)?.readSeq ?? 0;
  return (
    record.author !== me && !record.deleted && record.seq > readSeq && !data.counted.has(record.id)
  );
}

function countUnread(data: ChatListData, record: MessageRecord, me: string): ChatListData {
  const read = data.reads.get(record.chat) ?? { ...NOTHING_READ, chat: record.chat };
  const mentions = read.mentions + (mentionsMe(record, me) ? 1 : 0);
  return {
    ...data,
    reads: withEntry(data.reads, record.chat, { ...read, unread: read.unread + 1, mentions }),
    counted: new Set(data.counted).add(record.id),
  };
}

/**
 * Whether a change to someone else's unread message may have changed the server's counts: a
 * deletion takes it out, an edit may add or remove a mention of the caller. Only the server
 * knows what it counted, so these ask it again.
 */
function changesCounts(data: ChatListData, event: LiveEvent<MessageRecord>, me: string): boolean {
  const { record } = event;
  const readSeq = data.reads.get(record.chat)?.readSeq ?? 0;
  if (event.action !== 'update' || record.author === me || record.seq <= readSeq) return false;
  return record.deleted || record.editedAt !== '';
}

/**
 * A message event: the newest message moves the chat up and sets its preview; someone else's new
 * message adds one unread (and one mention when it mentions `me`) unless the chat is being read.
 * `recount` asks for the server's counts (an unread message was deleted or edited).
 */
export function applyMessage(
  data: ChatListData,
  event: LiveEvent<MessageRecord>,
  me: string,
  isBeingRead: boolean,
): { data: ChatListData; recount: boolean } {
  const { record } = event;
  if (!data.chats.has(record.chat) || event.action === 'delete') return { data, recount: false };
  let next = data;
  const last = data.lastMessages.get(record.chat);
  const isNewest = !last || record.seq > last.seq;
  const isLaterVersion = last?.id === record.id && record.updated >= last.updated;
  if (isNewest || isLaterVersion) {
    next = { ...next, lastMessages: withEntry(next.lastMessages, record.chat, record) };
  }
  if (event.action === 'create' && !isBeingRead && countsAsUnread(next, record, me)) {
    next = countUnread(next, record, me);
  }
  return { data: next, recount: changesCounts(data, event, me) };
}

function keepExpand(incoming: ChatMemberRecord, held: ChatMemberRecord | undefined) {
  return held?.expand && !incoming.expand ? { ...incoming, expand: held.expand } : incoming;
}

function removeChat(data: ChatListData, chat: string): ChatListData {
  return {
    ...data,
    mine: without(data.mine, chat),
    chats: without(data.chats, chat),
    members: without(data.members, chat),
    lastMessages: without(data.lastMessages, chat),
    reads: without(data.reads, chat),
  };
}

function putMember(data: ChatListData, record: ChatMemberRecord, me: string): ChatListData {
  const held = data.members.get(record.chat) ?? [];
  const previous = held.find((member) => member.id === record.id);
  const merged = keepExpand(record, previous);
  const members = previous
    ? held.map((member) => (member.id === record.id ? merged : member))
    : [...held, merged];
  const next = { ...data, members: withEntry(data.members, record.chat, members) };
  if (record.user !== me) return next;
  return {
    ...next,
    mine: withEntry(next.mine, record.chat, keepExpand(record, data.mine.get(record.chat))),
  };
}

/**
 * A membership event. `needs` says what the event alone cannot tell: `reload` when the signed-in
 * user joined a chat (its record, members and messages are unknown), `member` when someone else
 * joined (their user record comes separately).
 */
export function applyMember(
  data: ChatListData,
  event: LiveEvent<ChatMemberRecord>,
  me: string,
): { data: ChatListData; needs: 'reload' | 'member' | null } {
  const { record } = event;
  if (event.action === 'delete') {
    if (record.user === me) return { data: removeChat(data, record.chat), needs: null };
    const held = data.members.get(record.chat) ?? [];
    const members = held.filter((member) => member.id !== record.id);
    return {
      data: { ...data, members: withEntry(data.members, record.chat, members) },
      needs: null,
    };
  }
  if (!data.chats.has(record.chat)) {
    return { data, needs: record.user === me ? 'reload' : null };
  }
  const next = putMember(data, record, me);
  const stored = next.members.get(record.chat)?.find((member) => member.id === record.id);
  return { data: next, needs: record.user !== me && !stored?.expand?.user ? 'member' : null };
}

/** A chat event: renames and new avatars or owners show; a deleted chat leaves the list. */
export function applyChat(data: ChatListData, event: LiveEvent<ChatRecord>): ChatListData {
  const { record } = event;
  if (event.action === 'delete') return removeChat(data, record.id);
  const held = data.chats.get(record.id);
  if (!held) return data;
  // note: lastSeq and lastMessageAt move without chat events; never take an older copy of them.
  const merged: ChatRecord = {
    ...record,
    lastSeq: Math.max(held.lastSeq, record.lastSeq),
    lastMessageAt:
      held.lastMessageAt > record.lastMessageAt ? held.lastMessageAt : record.lastMessageAt,
  };
  return { ...data, chats: withEntry(data.chats, record.id, merged) };
}

/**
 * The server's answer to a read: its count is the truth. It does not count mentions: none are
 * left when nothing is unread, and no more than before (nor than unread) otherwise, until the
 * next recount says exactly (`mentionsUnsure`).
 */
export function applyRead(
  data: ChatListData,
  chat: string,
  result: ReadResult,
): { data: ChatListData; mentionsUnsure: boolean } {
  const held = data.reads.get(chat);
  if (held && held.readSeq > result.readSeq) return { data, mentionsUnsure: false };
  const mentions = Math.min(held?.mentions ?? 0, result.unread);
  const read: ChatReadState = { chat, readSeq: result.readSeq, unread: result.unread, mentions };
  return {
    data: { ...data, reads: withEntry(data.reads, chat, read) },
    mentionsUnsure: mentions > 0 && result.readSeq > (held?.readSeq ?? 0),
  };
}

/** A fresh count of every chat from the server. */
export function applyReads(data: ChatListData, reads: readonly ChatReadState[]): ChatListData {
  return { ...data, reads: new Map(reads.map((read) => [read.chat, read])), counted: new Set() };
}
