import { notFound } from '../../errors.js';
import type { App } from '../../app.js';
import { findRecordById } from '../../records/record-store.js';
import type { RecordValues } from '../../request-info.js';
import { collectionOf } from './moderation-access.js';

/** A stored record of a collection by id, or the 404 of an unknown id. */
export async function storedOr404(app: App, name: string, id: string): Promise<RecordValues> {
  const record = await findRecordById(app.db, collectionOf(app, name), id);
  if (!record) throw notFound();
  return record;
}

/** A user's nickname, the snapshot the audit log keeps of them. */
export function nameOf(user: RecordValues): string {
  return String(user['nickname'] ?? '');
}
