import type { RecordDeleteEvent, RecordWriteEvent } from '../../hooks/record-hooks.js';
import type { RecordValues } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import type { MessageSearchIndex } from './search-index.js';

/** The collection whose records are searched (docs/chat-data-model.md). */
export const MESSAGES_COLLECTION = 'messages';
/** The fields whose change can change whether and how a message is found. */
const SEARCHED_FIELDS = ['text', 'deleted', 'kind', 'chat'] as const;
/** Messages the backfill reads at a time. */
const BACKFILL_PAGE = 1000;

/**
 * Keeps the index in step with message creates and updates, inside the write's transaction,
 * so a message is findable exactly when it is committed and an edit or deletion takes effect
 * with it. Runs after chat's own guard (the features' order): a repeated `clientId` stores
 * nothing, and a deletion has already cleared the text.
 */
export function indexMessageWrites(index: MessageSearchIndex) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== MESSAGES_COLLECTION || event.duplicateOf) return;
    const { record, previous } = event;
    if (previous && SEARCHED_FIELDS.every((field) => previous[field] === record[field])) return;
    if (isSearchable(record)) await index.put(q, indexedMessage(record));
    else if (previous) await index.remove(q, String(record['id']));
  };
}

/**
 * Forgets messages as they are deleted, inside the delete's transaction: also those that go
 * with their chat or author (cascades come through the same hook).
 */
export function unindexDeletedMessages(index: MessageSearchIndex) {
  return async (event: RecordDeleteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== MESSAGES_COLLECTION) return;
    await index.remove(q, String(event.record['id']));
  };
}

/**
 * Indexes every searchable message already stored (installs from before search), by the same
 * code as new messages, a page at a time in the order of their ids.
 */
export async function backfillIndex(index: MessageSearchIndex, q: Queryable): Promise<number> {
  let count = 0;
  for (let after = ''; ;) {
    const rows = await q.all<{ id: string; chat: string; text: string }>(
      `SELECT id, chat, text FROM messages WHERE id > ? AND kind = 'text' AND deleted = ?
        AND text <> '' ORDER BY id LIMIT ?`,
      [after, q.dialect.bool(false), BACKFILL_PAGE],
    );
    const last = rows[rows.length - 1];
    if (!last) return count;
    for (const row of rows) await index.put(q, row);
    count += rows.length;
    after = last.id;
  }
}

/** Text messages that are not deleted and say something; system messages are never found. */
function isSearchable(record: RecordValues): boolean {
  const text = record['text'];
  return (
    record['kind'] === 'text' &&
    record['deleted'] !== true &&
    typeof text === 'string' &&
    text.trim() !== ''
  );
}

function indexedMessage(record: RecordValues) {
  return { id: String(record['id']), chat: String(record['chat']), text: String(record['text']) };
}
