import type { App } from '../../app.js';
import { ApiError, fieldError, MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { isSuperuser } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { membershipOf } from './chat-queries.js';
import { postSystemMessage, systemInfo } from './system-messages.js';

/**
 * What the `chats` rules cannot say when a group changes: a title is never emptied, a new
 * owner is a member (the old owner stays on as an admin), and the chat tells its members who
 * renamed it, changed its picture or handed it over.
 */
export function guardChatWrite(app: App) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    const { record, previous } = event;
    if (event.collection.name !== 'chats' || !previous || isSuperuser(event.info)) return;
    const actor = String(event.info.auth?.record['id'] ?? '');
    const chat = String(record['id']);
    if (record['kind'] === 'group' && String(record['title'] ?? '').trim() === '') {
      throw new ApiError(400, MESSAGES.failedUpdate, {
        title: fieldError('validation_required', 'A group needs a title.'),
      });
    }
    if (record['owner'] !== previous['owner']) {
      await handOver(app, q, chat, actor, String(record['owner']));
    }
    if (record['title'] !== previous['title']) {
      const text = String(record['title']);
      await postSystemMessage(app, q, { chat, event: 'renamed', author: actor, text });
    }
    if (String(record['avatar'] ?? '') !== String(previous['avatar'] ?? '')) {
      await postSystemMessage(app, q, { chat, event: 'avatar', author: actor });
    }
    await keepMessageCounters(q, record);
  };
}

/**
 * The system messages above moved the chat's counters in its row; the update about to be
 * stored was read before them and must not put them back.
 */
async function keepMessageCounters(q: Queryable, record: RecordWriteEvent['record']) {
  const quote = q.dialect.quoteIdent;
  const row = await q.get<{ seq: number; at: string }>(
    `SELECT ${quote('lastSeq')} AS seq, ${quote('lastMessageAt')} AS at FROM chats WHERE id = ?`,
    [String(record['id'])],
  );
  if (!row) return;
  record['lastSeq'] = Number(row.seq);
  record['lastMessageAt'] = row.at;
}

async function handOver(app: App, q: Queryable, chat: string, owner: string, heir: string) {
  const heirMembership = await membershipOf(q, chat, heir);
  const ownMembership = await membershipOf(q, chat, owner);
  const members = app.collections.find('chat_members');
  const info = systemInfo(app);
  if (!heirMembership || heir === owner) {
    throw new ApiError(400, MESSAGES.failedUpdate, {
      owner: fieldError('validation_invalid_value', 'The new owner must be another member.'),
    });
  }
  if (!members || !info) return;
  const setRole = (id: string, role: string) =>
    app.records.update(members, id, { data: { role }, files: {} }, info, { tx: q });
  if (ownMembership) await setRole(ownMembership.id, 'admin');
  await setRole(heirMembership.id, 'owner');
  await postSystemMessage(app, q, { chat, event: 'owner', author: owner, subject: heir });
}
