import { canonicalEmoji, REACTIONS_MAX_PER_USER } from '@hearth/shared';
import { MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { findRecordById } from '../../records/record-store.js';
import { isSuperuser } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { lockRow } from '../../storage/row-lock.js';
import { chatById, mayTalk, membersOf, USER } from './chat-queries.js';
import { refuse } from './chat-refusal.js';

/**
 * What the `reactions` rules cannot say: `emoji` is one emoji (stored in its fully-qualified
 * form), a user puts a bounded number of different emoji on a message, and in a direct chat
 * only friends without a block react, as only they send. Reacting again with
 * the same emoji answers the stored reaction and stores nothing: a reaction is "I reacted with
 * this", so a double tap or a client's retry is no error.
 */
export function guardReactionWrite() {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'reactions') return;
    const { record } = event;
    const failed = event.action === 'create' ? MESSAGES.failedCreate : MESSAGES.failedUpdate;
    const emoji = canonicalEmoji(String(record['emoji'] ?? ''));
    if (emoji === null) {
      refuse('emoji', 'validation_reaction_not_emoji', 'A reaction is one emoji.', failed);
    }
    record['emoji'] = emoji;
    if (event.action !== 'create') return;
    const message = String(record['message']);
    const user = String(record['user']);
    // note: reactions to one message take turns, so a double tap answers the stored reaction
    // and the limit counts what others committed meanwhile.
    await lockRow(q, 'messages', message);
    const same = await q.get<{ id: string }>(
      `SELECT id FROM reactions WHERE message = ? AND ${USER(q)} = ? AND emoji = ?`,
      [message, user, emoji],
    );
    const stored = same ? await findRecordById(q, event.collection, same.id) : null;
    if (stored) {
      event.duplicateOf = stored;
      return;
    }
    if (!isSuperuser(event.info)) await checkDirectChatTies(q, message, user, failed);
    const count = await q.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM reactions WHERE message = ? AND ${USER(q)} = ?`,
      [message, user],
    );
    if (Number(count?.n ?? 0) >= REACTIONS_MAX_PER_USER) {
      refuse(
        'emoji',
        'validation_reaction_limit',
        `A message takes at most ${REACTIONS_MAX_PER_USER} different reactions from each person.`,
        failed,
      );
    }
  };
}

/** In a direct chat, reacting is talking: it stops when the two are no longer friends. */
async function checkDirectChatTies(
  q: Queryable,
  message: string,
  user: string,
  failed: string,
): Promise<void> {
  const row = await q.get<{ chat: string }>('SELECT chat FROM messages WHERE id = ?', [message]);
  const chat = row ? await chatById(q, row.chat) : undefined;
  if (!row || chat?.kind !== 'direct') return;
  const other = (await membersOf(q, row.chat)).find((member) => member.user !== user);
  if (!other || !(await mayTalk(q, user, other.user))) {
    refuse(
      'message',
      'validation_chat_not_friends',
      'You can only react in chats with friends who have not blocked you.',
      failed,
    );
  }
}
