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

/**
 * Others' undeleted messages after a read position (`unread`), and those of them that mention
 * the member (`mentions`), per membership: the one place these counts are written. Ready for
 * PostgreSQL: a multiple relation (a JSON array) is read through the dialect's `jsonEach`
 * (`json_each` in SQLite), `FALSE` is a boolean in both, and camelCase names are quoted.
 */
function unreadSql(q: Queryable, where: string): string {
  const quote = q.dialect.quoteIdent;
  const readSeq = `COALESCE(cm.${quote('readSeq')}, 0)`;
  const others = `FROM messages m WHERE m.chat = cm.chat AND m.seq > ${readSeq}
        AND m.author <> cm.${USER(q)} AND m.deleted = FALSE`;
  const mentioned = q.dialect.jsonEach('m.mentions', 'mentioned');
  return `SELECT cm.chat AS chat, ${readSeq} AS ${quote('readSeq')},
      (SELECT COUNT(*) ${others}) AS unread,
      (SELECT COUNT(*) ${others} AND EXISTS (
        SELECT 1 FROM ${mentioned} WHERE mentioned.value = cm.${USER(q)}
      )) AS mentions
    FROM chat_members cm WHERE ${where}`;
}

/** `GET /api/hearth/chats/unread`: every chat of the user with its read position and counts. */
export async function unreadCounts(q: Queryable, user: string): Promise<ChatReadState[]> {
  const rows = await q.all<{ chat: string; readSeq: number; unread: number; mentions: number }>(
    unreadSql(q, `cm.${USER(q)} = ?`),
    [user],
  );
  return rows.map((row) => ({
    chat: row.chat,
    readSeq: Number(row.readSeq),
    unread: Number(row.unread),
    mentions: Number(row.mentions),
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
