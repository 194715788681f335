import type { ModerationAction, ReportStatus } from '@hearth/shared';
import type { ConsoleClient, ListResult } from '@/shared/lib/pb';
import type { AuditEntry, ReportContext, ReportRecord } from './moderation-records';

/** Rows per page of the queue and of the audit log. */
export const MODERATION_PER_PAGE = 20;
const BASE = '/api/hearth/moderation';

/** One page of reports in `status`, oldest first for open ones (the queue), else newest first. */
export function listReports(
  client: ConsoleClient,
  status: ReportStatus,
  page: number,
): Promise<ListResult<ReportRecord>> {
  return client.collection('reports').getList<ReportRecord>(page, MODERATION_PER_PAGE, {
    filter: client.filter('status = {:status}', { status }),
    sort: status === 'open' ? 'created' : '-updated',
    expand: 'reported,reporter',
  });
}

/** The reported message among its neighbours, and earlier reports about the same person. */
export function loadReportContext(client: ConsoleClient, id: string): Promise<ReportContext> {
  return client.send<ReportContext>(`${BASE}/reports/${encodeURIComponent(id)}/context`, {
    method: 'GET',
  });
}

/** Closes a report with nothing done; the note goes to the audit log. */
export function dismissReport(client: ConsoleClient, id: string, note: string): Promise<unknown> {
  return client.send(`${BASE}/reports/${encodeURIComponent(id)}/dismiss`, {
    method: 'POST',
    body: { note: note.trim() },
  });
}

/** Deletes the reported message and resolves the report. */
export function deleteReportedMessage(client: ConsoleClient, id: string): Promise<unknown> {
  return client.send(`${BASE}/reports/${encodeURIComponent(id)}/delete-message`, {
    method: 'POST',
  });
}

/** One page of the audit log, newest first, optionally of one action. */
export function listAuditLog(
  client: ConsoleClient,
  action: ModerationAction | '',
  page: number,
): Promise<ListResult<AuditEntry>> {
  return client.collection('moderation_log').getList<AuditEntry>(page, MODERATION_PER_PAGE, {
    filter: action ? client.filter('action = {:action}', { action }) : '',
    sort: '-created,-id',
  });
}

/** Which of `ids` are still people (the audit log links only to them). */
export async function existingUsers(
  client: ConsoleClient,
  ids: readonly string[],
): Promise<Set<string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return new Set();
  const filter = unique.map((id, i) => client.filter(`id = {:id${i}}`, { [`id${i}`]: id }));
  const found = await client.collection('users').getFullList({
    filter: filter.join(' || '),
    fields: 'id',
  });
  return new Set(found.map((user) => user.id));
}
