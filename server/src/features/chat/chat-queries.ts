import type { Queryable } from '../../storage/db.js';
import { friendshipBetween, isBlockedEitherWay } from '../friends/social-queries.js';

/**
 * Chat's reads, in SQL over the collections' tables, for the checks and routes that rules
 * cannot express. Server code reads them with full rights; what a user gets is filtered here.
 */

/** A chat as the checks need it. */
export type ChatRow = {
  id: string;
  kind: 'direct' | 'group';
  owner: string;
};

/** One membership as the checks need it. */
export type MemberRow = {
  id: string;
  chat: string;
  user: string;
  role: 'owner' | 'admin' | 'member';
  readSeq: number;
};

export function chatById(q: Queryable, chatId: string): Promise<ChatRow | undefined> {
  return q.get<ChatRow>('SELECT id, kind, owner FROM chats WHERE id = ?', [chatId]);
}

/** `user` is a reserved word in PostgreSQL, and camelCase names fold unquoted: quote them. */
export const USER = (q: Queryable) => q.dialect.quoteIdent('user');

const MEMBER_COLUMNS = (q: Queryable) => {
  const readSeq = q.dialect.quoteIdent('readSeq');
  return `id, chat, ${USER(q)} AS ${USER(q)}, role, COALESCE(${readSeq}, 0) AS ${readSeq}`;
};

/** A user's membership of a chat, if any. */
export function membershipOf(
  q: Queryable,
  chatId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  return q.get<MemberRow>(
    `SELECT ${MEMBER_COLUMNS(q)} FROM chat_members WHERE chat = ? AND ${USER(q)} = ?`,
    [chatId, userId],
  );
}

/** Every member of a chat, the longest-standing first. */
export function membersOf(q: Queryable, chatId: string): Promise<MemberRow[]> {
  return q.all<MemberRow>(
    `SELECT ${MEMBER_COLUMNS(q)} FROM chat_members WHERE chat = ? ORDER BY created, id`,
    [chatId],
  );
}

/** A member of a chat and their current nickname (what `@` mentions name). */
export type MemberName = { user: string; nickname: string };

/** Every member of a chat with their nickname. */
export function memberNames(q: Queryable, chatId: string): Promise<MemberName[]> {
  return q.all<MemberName>(
    `SELECT cm.${USER(q)} AS ${USER(q)}, u.nickname AS nickname
      FROM chat_members cm JOIN users u ON u.id = cm.${USER(q)} WHERE cm.chat = ?`,
    [chatId],
  );
}

/** How many members a chat has. */
export async function memberCount(q: Queryable, chatId: string): Promise<number> {
  const row = await q.get<{ n: number }>('SELECT COUNT(*) AS n FROM chat_members WHERE chat = ?', [
    chatId,
  ]);
  return Number(row?.n ?? 0);
}

/** The direct chat of a pair (by `pairKey`), if there is one. */
export async function directChatByPair(q: Queryable, pair: string): Promise<string | undefined> {
  const row = await q.get<{ id: string }>(
    `SELECT id FROM chats WHERE kind = 'direct' AND pair = ?`,
    [pair],
  );
  return row?.id;
}

/** Whether two users are friends and neither blocks the other: what a direct chat needs. */
export async function mayTalk(q: Queryable, a: string, b: string): Promise<boolean> {
  const friendship = await friendshipBetween(q, a, b);
  if (friendship?.status !== 'accepted') return false;
  return !(await isBlockedEitherWay(q, a, b));
}

/** Whether a user hides their read receipts (`users.hideReadReceipts`). */
export async function hidesReceipts(q: Queryable, userId: string): Promise<boolean> {
  const row = await q.get<{ hide: unknown }>(
    `SELECT ${q.dialect.quoteIdent('hideReadReceipts')} AS hide FROM users WHERE id = ?`,
    [userId],
  );
  return row?.hide === 1 || row?.hide === true;
}
