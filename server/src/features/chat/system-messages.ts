import type { ChatEvent } from '@hearth/shared';
import type { App } from '../../app.js';
import { systemRequestInfo } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';

/** What a system message says: who did what (`event`) to whom (`subject`), and a title. */
export interface SystemNote {
  chat: string;
  event: ChatEvent;
  /** Who did it; '' when nobody did (the server). */
  author: string;
  subject?: string;
  text?: string;
}

/**
 * Writes a system message inside the caller's transaction, through the record service, so it
 * gets its `seq` like any message and reaches the members when the transaction commits.
 */
export async function postSystemMessage(app: App, q: Queryable, note: SystemNote): Promise<void> {
  const messages = app.collections.find('messages');
  const info = systemInfo(app);
  if (!messages || !info) return;
  const data = {
    chat: note.chat,
    kind: 'system',
    event: note.event,
    author: note.author,
    subject: note.subject ?? '',
    text: note.text ?? '',
  };
  await app.records.create(messages, { data, files: {} }, info, { tx: q });
}

/** The request info of the server acting on its own (a superuser without a record). */
export function systemInfo(app: App) {
  const superusers = app.collections.find('_superusers');
  return superusers?.type === 'auth' ? systemRequestInfo(superusers) : null;
}
