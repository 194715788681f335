import type { ModerationAction } from '@hearth/shared';
import type { App } from '../../app.js';
import type { Queryable } from '../../storage/db.js';
import { collectionOf, systemInfo } from './moderation-access.js';

/** One audit entry: the action, who took it, and what it was about (ids and snapshots). */
export interface AuditEntry {
  action: ModerationAction;
  actor: string;
  report?: string;
  user?: string;
  userName?: string;
  message?: string;
  excerpt?: string;
  until?: string;
  reason?: string;
}

/** Writes an entry of `moderation_log`, in the caller's transaction when given one. */
export async function writeAudit(app: App, entry: AuditEntry, tx?: Queryable): Promise<void> {
  await app.records.create(
    collectionOf(app, 'moderation_log'),
    { data: { ...entry }, files: {} },
    systemInfo(app),
    tx ? { tx } : {},
  );
}
