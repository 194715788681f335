import type { App } from '../../app.js';
import { badRequest, fieldError } from '../../errors.js';
import type { RecordValues, RequestInfo } from '../../request-info.js';
import { writeAudit } from './audit-log.js';
import { collectionOf } from './moderation-access.js';
import { nameOf, storedOr404 } from './moderation-records.js';
import { findRecordById } from '../../records/record-store.js';

/** Marks a report handled by an action (a deleted message, a suspension). */
export async function resolveReport(app: App, id: string, info: RequestInfo): Promise<void> {
  await setStatus(app, id, 'resolved', info);
}

/** Dismisses a report (nothing to act on), with an optional note for the log. */
export async function dismissReport(
  app: App,
  actor: string,
  id: string,
  note: string,
  info: RequestInfo,
): Promise<unknown> {
  const report = await storedOr404(app, 'reports', id);
  await setStatus(app, id, 'dismissed', info);
  await writeAudit(app, {
    action: 'dismiss_report',
    ...(await aboutReport(app, report)),
    actor,
    reason: note,
  });
  return viewReport(app, id, info);
}

/**
 * Deletes the reported message the way a group's moderator does (`deleted: true`: its text,
 * files, pin and reactions go, the members hear it), resolves the report, which keeps its
 * `excerpt`, and logs `delete_message`. A report of no message (or of one already removed
 * with its chat) is a 400.
 */
export async function deleteReportedMessage(
  app: App,
  actor: string,
  id: string,
  info: RequestInfo,
): Promise<unknown> {
  const report = await storedOr404(app, 'reports', id);
  const messageId = String(report['message'] ?? '');
  const messages = collectionOf(app, 'messages');
  const message = messageId ? await findRecordById(app.db, messages, messageId) : null;
  if (!message) {
    throw badRequest('The report names no message to delete.', {
      message: fieldError('validation_required', 'The report names no message.'),
    });
  }
  if (message['deleted'] !== true) {
    await app.records.update(messages, messageId, { data: { deleted: true }, files: {} }, info);
  }
  await setStatus(app, id, 'resolved', info);
  await writeAudit(app, { action: 'delete_message', ...(await aboutReport(app, report)), actor });
  return viewReport(app, id, info);
}

export function viewReport(app: App, id: string, info: RequestInfo): Promise<unknown> {
  return app.records.view(collectionOf(app, 'reports'), id, info);
}

async function setStatus(app: App, id: string, status: string, info: RequestInfo): Promise<void> {
  const data = { status };
  await app.records.update(collectionOf(app, 'reports'), id, { data, files: {} }, info);
}

/** What an audit entry says about a report: its id, its person (and their name), its message. */
async function aboutReport(app: App, report: RecordValues) {
  const userId = String(report['reported'] ?? '');
  const user = userId ? await findRecordById(app.db, collectionOf(app, 'users'), userId) : null;
  return {
    report: String(report['id']),
    user: userId,
    userName: user ? nameOf(user) : '',
    message: String(report['message'] ?? ''),
    excerpt: String(report['excerpt'] ?? ''),
  };
}
