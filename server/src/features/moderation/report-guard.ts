import { REPORTS_COLLECTION_ID, type ErrorCode } from '@hearth/shared';
import type { App } from '../../app.js';
import { badRequest, fieldError, MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { findRecordById } from '../../records/record-store.js';
import type { RecordValues } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { collectionOf } from './moderation-access.js';

/**
 * What the create rule of `reports` cannot say (docs/moderation.md): a new report is `open`; a
 * message report takes its person, its chat and what it said from the message (a `reported`
 * that names someone else is refused, and so is a report of one's own message); a user report
 * names someone; and a reporter has one open report per message, or per person.
 */
export function guardNewReports(app: App) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.action !== 'create' || event.collection.id !== REPORTS_COLLECTION_ID) return;
    const { record } = event;
    if (!record['status']) record['status'] = 'open';
    const messageId = String(record['message'] ?? '');
    if (messageId !== '') await fillFromMessage(app, q, record, messageId);
    else record['chat'] = '';
    if (!record['reported']) refuse('reported', 'validation_required', 'Cannot be blank.');
    if (record['reported'] === record['reporter']) {
      refuse('reported', 'validation_invalid_value', 'You cannot report yourself.');
    }
    if (record['status'] === 'open') await refuseRepeat(q, record);
  };
}

async function fillFromMessage(
  app: App,
  q: Queryable,
  record: RecordValues,
  messageId: string,
): Promise<void> {
  const message = await findRecordById(q, collectionOf(app, 'messages'), messageId);
  if (!message) return refuse('message', 'validation_missing_rel_records', 'Missing message.');
  const author = String(message['author'] ?? '');
  if (record['reported'] && record['reported'] !== author) {
    refuse('reported', 'validation_invalid_value', "Must be the message's author.");
  }
  record['reported'] = author;
  record['chat'] = String(message['chat'] ?? '');
  record['excerpt'] = String(message['text'] ?? '');
}

/** A second open report of the same message (or, for a user report, the same person). */
async function refuseRepeat(q: Queryable, record: RecordValues): Promise<void> {
  const message = String(record['message'] ?? '');
  const byMessage = message !== '';
  const repeat = await q.get(
    byMessage
      ? "SELECT id FROM reports WHERE reporter = ? AND status = 'open' AND message = ? LIMIT 1"
      : "SELECT id FROM reports WHERE reporter = ? AND status = 'open' AND message = '' AND reported = ? LIMIT 1",
    [String(record['reporter']), byMessage ? message : String(record['reported'])],
  );
  if (!repeat) return;
  refuse(
    byMessage ? 'message' : 'reported',
    'validation_not_unique',
    'You already reported this; it is waiting for review.',
  );
}

function refuse(field: string, code: ErrorCode, message: string): never {
  throw badRequest(MESSAGES.failedCreate, { [field]: fieldError(code, message) });
}
