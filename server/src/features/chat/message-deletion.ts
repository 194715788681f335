import type { App } from '../../app.js';
import { MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { isSuperuser } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { refuse } from './chat-refusal.js';
import { systemInfo } from './system-messages.js';

/**
 * A deleted message is a placeholder: whatever it said goes, its files with it (the record
 * service removes files a hook takes off), and so do its pin and its reactions, deleted through
 * the record service inside the message's transaction so that the members hear each delete.
 * Holds for every writer, the server's link previews included: a deleted message never
 * regains a preview.
 */
export async function clearDeletedMessage(
  app: App,
  event: RecordWriteEvent,
  q: Queryable,
): Promise<void> {
  const { record } = event;
  record['text'] = '';
  record['attachments'] = [];
  record['mentions'] = [];
  record['preview'] = null;
  record['previewImage'] = '';
  const id = String(record['id']);
  await deleteEach(app, q, 'pins', id);
  await deleteEach(app, q, 'reactions', id);
}

async function deleteEach(app: App, q: Queryable, name: string, message: string): Promise<void> {
  const collection = app.collections.find(name);
  const info = systemInfo(app);
  if (!collection || !info) return;
  const rows = await q.all<{ id: string }>(`SELECT id FROM ${name} WHERE message = ?`, [message]);
  for (const { id } of rows) await app.records.delete(collection, id, info, { tx: q });
}

/**
 * A group's owners and admins delete others' messages, and do nothing else to them. The update
 * rule already refuses the other fields in the body; files never reach `@request.body`, so
 * what else changed is read from the record: any stored field but `deleted`.
 */
export function checkOthersDeletion(event: RecordWriteEvent): void {
  const { record, previous, info } = event;
  if (!previous || isSuperuser(info)) return;
  if (String(info.auth?.record['id'] ?? '') === previous['author']) return;
  for (const field of event.collection.fields) {
    if (field.type === 'autodate' || field.name === 'deleted') continue;
    if (JSON.stringify(record[field.name]) !== JSON.stringify(previous[field.name])) {
      refuse(
        field.name,
        'validation_invalid_value',
        "Someone else's message can only be deleted, with nothing but deleted: true.",
        MESSAGES.failedUpdate,
      );
    }
  }
}
