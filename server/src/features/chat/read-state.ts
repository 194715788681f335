import type { ChatReadState, ReadResult } from '@hearth/shared';
import type { App } from '../../app.js';
import { badRequest, fieldError, notFound } from '../../errors.js';
import type { Queryable } from '../../storage/db.js';
import { hidesReceipts, membershipOf, USER } from './chat-queries.js';
import { systemInfo } from './system-messages.js';

/**
 * Read positions. Each member has a private one (`readSeq`, hidden: unread counts) and the
 * receipt others see (`lastRead`, `lastReadSeq`), which stays put while the member hides
 * receipts. Positions only move forward.
 */

/** Others' undeleted messages after a read position, per chat of the user. */
function unreadSql(q: Queryable, where: string): string {
  const quote = q.dialect.quoteIdent;
  return `SELECT cm.chat AS chat, COALESCE(cm.${quote('readSeq')}, 0) AS ${quote('readSeq')},
      (SELECT COUNT(*) FROM messages m
        WHERE m.chat = cm.chat AND m.seq > COALESCE(cm.${quote('readSeq')}, 0)
          AND m.author <> cm.${USER(q)} AND m.deleted = 0) AS unread
    FROM chat_members cm WHERE ${where}`;
}

/** `GET /api/hearth/chats/unread`: every chat of the user with its read position and unread count. */
export async function unreadCounts(q: Queryable, user: string): Promise<ChatReadState[]> {
  const rows = await q.all<{ chat: string; readSeq: number; unread: number }>(
    unreadSql(q, `cm.${USER(q)} = ?`),
    [user],
  );
  return rows.map((row) => ({
    chat: row.chat,
    readSeq: Number(row.readSeq),
    unread: Number(row.unread),
  }));
}

/** `POST /api/hearth/chats/{id}/read`: moves the user's read position forward to a message. */
export function markRead(app: App, user: string, chat: string, body: Record<string, unknown>) {
  const messageId = body['message'];
  if (typeof messageId !== 'string' || messageId === '') {
    throw badRequest(undefined, {
      message: fieldError('validation_required', 'Which message was read?'),
    });
  }
  return app.records.transaction(async (tx): Promise<ReadResult> => {
    const membership = await membershipOf(tx, chat, user);
    if (!membership) throw notFound();
    const message = await tx.get<{ seq: number }>(
      'SELECT seq FROM messages WHERE id = ? AND chat = ?',
      [messageId, chat],
    );
    if (!message) {
      throw badRequest(undefined, {
        message: fieldError('validation_missing_rel_records', 'No such message in this chat.'),
      });
    }
    const seq = Number(message.seq);
    if (seq > membership.readSeq) await moveTo(app, tx, membership.id, user, messageId, seq);
    const [state] = await tx.all<{ readSeq: number; unread: number }>(unreadSql(tx, 'cm.id = ?'), [
      membership.id,
    ]);
    return { readSeq: Number(state?.readSeq ?? seq), unread: Number(state?.unread ?? 0) };
  });
}

async function moveTo(
  app: App,
  tx: Queryable,
  memberId: string,
  user: string,
  messageId: string,
  seq: number,
): Promise<void> {
  const members = app.collections.find('chat_members');
  const info = systemInfo(app);
  if (!members || !info || (await hidesReceipts(tx, user))) {
    // note: no record event, so nobody learns even that something was read.
    await tx.run(`UPDATE chat_members SET ${tx.dialect.quoteIdent('readSeq')} = ? WHERE id = ?`, [
      seq,
      memberId,
    ]);
    return;
  }
  const data = { readSeq: seq, lastRead: messageId, lastReadSeq: seq };
  await app.records.update(members, memberId, { data, files: {} }, info, { tx });
}
