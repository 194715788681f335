import type { ChatListData } from './chat-list-state';
import type { ChatRecord } from './chat-records';
import type { ChatSummary } from './chat-view-types';

/** PocketBase writes dates as `2024-05-01 10:00:00.000Z`; `Date.parse` wants the `T`. */
export function parseDate(value: string): number {
  return Date.parse(value.replace(' ', 'T'));
}

/** Whether notifications are muted at `nowMs` by a `mutedUntil` value. */
export function isMuted(mutedUntil: string, nowMs: number): boolean {
  return mutedUntil !== '' && parseDate(mutedUntil) > nowMs;
}

function latest(...dates: string[]): string {
  return dates.reduce((best, date) => (date > best ? date : best), '');
}

function summary(data: ChatListData, chat: ChatRecord, me: string, nowMs: number) {
  const mine = data.mine.get(chat.id);
  if (!mine) return null;
  const members = data.members.get(chat.id) ?? [mine];
  const peerMember = members.find((member) => member.user !== me);
  const lastMessage = data.lastMessages.get(chat.id) ?? null;
  const result: ChatSummary = {
    chat,
    me: mine,
    members,
    peer: chat.kind === 'direct' ? (peerMember?.expand?.user ?? null) : null,
    lastMessage,
    unread: data.reads.get(chat.id)?.unread ?? 0,
    mentions: data.reads.get(chat.id)?.mentions ?? 0,
    muted: isMuted(mine.mutedUntil, nowMs),
    activeAt: latest(chat.lastMessageAt, chat.created, lastMessage?.created ?? ''),
  };
  return result;
}

/** The list's rows, most recently active first. */
export function chatSummaries(data: ChatListData, me: string, nowMs: number): ChatSummary[] {
  const rows: ChatSummary[] = [];
  for (const chat of data.chats.values()) {
    const row = summary(data, chat, me, nowMs);
    if (row) rows.push(row);
  }
  return rows.sort((a, b) => (a.activeAt < b.activeAt ? 1 : a.activeAt > b.activeAt ? -1 : 0));
}

/** Unread messages of the chats that are not muted. */
export function unreadTotal(rows: readonly ChatSummary[]): number {
  return rows.reduce((total, row) => total + (row.muted ? 0 : row.unread), 0);
}
