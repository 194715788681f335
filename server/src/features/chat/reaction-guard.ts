import { REACTIONS_MAX_PER_USER } from '@hearth/shared';
import { MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { findRecordById } from '../../records/record-store.js';
import type { Queryable } from '../../storage/db.js';
import { USER } from './chat-queries.js';
import { refuse } from './chat-refusal.js';
import { canonicalEmoji } from '@hearth/shared';

/**
 * What the `reactions` rules cannot say: `emoji` is one emoji (stored in its fully-qualified
 * form), and a user puts a bounded number of different emoji on a message. Reacting again with
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
    const same = await q.get<{ id: string }>(
      `SELECT id FROM reactions WHERE message = ? AND ${USER(q)} = ? AND emoji = ?`,
      [message, user, emoji],
    );
    const stored = same ? await findRecordById(q, event.collection, same.id) : null;
    if (stored) {
      event.duplicateOf = stored;
      return;
    }
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
