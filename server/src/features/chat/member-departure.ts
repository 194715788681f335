import type { App } from '../../app.js';
import type { RecordChangeEvent, RecordDeleteEvent } from '../../hooks/record-hooks.js';
import { isSuperuser } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { lockRow } from '../../storage/row-lock.js';
import { chatById, memberCount, membersOf } from './chat-queries.js';
import { postSystemMessage, systemInfo } from './system-messages.js';

/**
 * Someone leaves a group or is removed (a delete someone asked for, not one that cascades from
 * a deleted chat or user): the chat says so, and an owner who leaves hands the group to the
 * longest-standing admin, else member, inside the same transaction.
 */
export function noteDeparture(app: App) {
  return async (event: RecordDeleteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'chat_members' || !event.info) return;
    const chat = String(event.record['chat']);
    const user = String(event.record['user']);
    const actor = isSuperuser(event.info) ? '' : String(event.info.auth?.record['id'] ?? '');
    // note: departures and role changes of one chat take turns; the role is read again once
    // it is this one's turn (an owner who left meanwhile may have handed the group to this member).
    await lockRow(q, 'chats', chat);
    const current = await q.get<{ role: string }>('SELECT role FROM chat_members WHERE id = ?', [
      String(event.record['id']),
    ]);
    if (actor === user) await postSystemMessage(app, q, { chat, event: 'left', author: user });
    else await postSystemMessage(app, q, { chat, event: 'removed', author: actor, subject: user });
    if (current?.role === 'owner') await handOver(app, q, chat, user);
  };
}

async function handOver(app: App, q: Queryable, chat: string, leaving: string): Promise<void> {
  const others = (await membersOf(q, chat)).filter((member) => member.user !== leaving);
  const heir = others.find((member) => member.role === 'admin') ?? others[0];
  const chats = app.collections.find('chats');
  const members = app.collections.find('chat_members');
  const info = systemInfo(app);
  if (!heir || !chats || !members || !info) return;
  await app.records.update(members, heir.id, { data: { role: 'owner' }, files: {} }, info, {
    tx: q,
  });
  await app.records.update(chats, chat, { data: { owner: heir.user }, files: {} }, info, {
    tx: q,
  });
  await postSystemMessage(app, q, { chat, event: 'owner', author: leaving, subject: heir.user });
}

/** The last member gone, the group goes too (with its messages). */
export function deleteEmptyGroups(app: App) {
  return async (event: RecordChangeEvent): Promise<void> => {
    if (event.collection.name !== 'chat_members' || event.action !== 'delete') return;
    const chatId = String(event.record['chat']);
    const chat = await chatById(app.db, chatId);
    if (chat?.kind !== 'group' || (await memberCount(app.db, chatId)) > 0) return;
    const chats = app.collections.find('chats');
    const info = systemInfo(app);
    if (chats && info) await app.records.delete(chats, chatId, info);
  };
}
