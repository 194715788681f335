import { FORBIDDEN_ATTACHMENT_EXTENSIONS } from '@hearth/shared';
import type { App } from '../../app.js';
import { toUniqueStrings } from '../../collections/fields/value-cast.js';
import { MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { findRecordById } from '../../records/record-store.js';
import { formatDate } from '../../lib/dates.js';
import { isSuperuser, type RecordValues } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { lockRow } from '../../storage/row-lock.js';
import { chatById, hidesReceipts, mayTalk, membersOf, USER } from './chat-queries.js';
import { refuse } from './chat-refusal.js';
import { checkOthersDeletion, clearDeletedMessage } from './message-deletion.js';
import { checkMentions } from './message-mentions.js';

const FORBIDDEN = new Set<string>(FORBIDDEN_ATTACHMENT_EXTENSIONS);

/**
 * What the `messages` rules cannot say, inside the write's transaction: a repeated `clientId`
 * answers the first message; a message has text or files, no program files, replies within
 * its chat, mentions only members its text names, and in a direct chat goes only between
 * friends without a block. Each new message gets the chat's next `seq` and moves the sender's
 * read position. Edits are stamped; a deletion clears the message and takes its pin and
 * reactions away.
 *
 * New messages of one chat take turns from the chat's row lock to their commit (writes to other
 * chats run alongside): the duplicate check then sees a retry committed meanwhile, and `seq`
 * follows the commit order without gaps.
 */
export function guardMessageWrite(app: App) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'messages') return;
    if (event.action === 'update') return guardUpdate(app, event, q);
    await lockRow(q, 'chats', String(event.record['chat']));
    if (await findDuplicate(event, q)) return;
    if (event.record['kind'] !== 'system') await checkNewMessage(event, q);
    await placeInChat(event, q);
  };
}

/** An author's retry of a message already stored: answer it, store nothing. */
async function findDuplicate(event: RecordWriteEvent, q: Queryable): Promise<boolean> {
  const clientId = String(event.record['clientId'] ?? '');
  const author = String(event.record['author'] ?? '');
  if (clientId === '' || author === '') return false;
  const row = await q.get<{ id: string }>(
    `SELECT id FROM messages WHERE author = ? AND ${q.dialect.quoteIdent('clientId')} = ?`,
    [author, clientId],
  );
  if (!row) return false;
  const first = await findRecordById(q, event.collection, row.id);
  if (!first) return false;
  if (first['chat'] !== event.record['chat']) {
    refuse('clientId', 'validation_not_unique', 'Value must be unique.', MESSAGES.failedCreate);
  }
  event.duplicateOf = first;
  return true;
}

async function checkNewMessage(event: RecordWriteEvent, q: Queryable): Promise<void> {
  const { record } = event;
  const failed = MESSAGES.failedCreate;
  checkContent(record, failed);
  if (!isSuperuser(event.info) && toUniqueStrings(record['previewImage']).length > 0) {
    refuseServerFile(failed);
  }
  const replyTo = String(record['replyTo'] ?? '');
  if (replyTo !== '') {
    const reply = await q.get<{ chat: string }>('SELECT chat FROM messages WHERE id = ?', [
      replyTo,
    ]);
    if (reply?.chat !== record['chat']) {
      refuse(
        'replyTo',
        'validation_reply_other_chat',
        'You can only reply within the chat.',
        failed,
      );
    }
  }
  await checkMentions(q, record, failed);
  const chatId = String(record['chat']);
  const chat = await chatById(q, chatId);
  if (chat?.kind !== 'direct' || isSuperuser(event.info)) return;
  const author = String(record['author']);
  const other = (await membersOf(q, chatId)).find((member) => member.user !== author);
  if (!other || !(await mayTalk(q, author, other.user))) {
    refuse(
      'chat',
      'validation_chat_not_friends',
      'You can only message friends who have not blocked you.',
      failed,
    );
  }
}

/** A text message says something: text or files, none of them a program. */
function checkContent(record: RecordWriteEvent['record'], failed: string): void {
  const files = toUniqueStrings(record['attachments']);
  const text = String(record['text'] ?? '');
  if (text.trim() === '' && files.length === 0 && record['deleted'] !== true) {
    refuse('text', 'validation_message_empty', 'Write a message or attach a file.', failed);
  }
  for (const name of files) {
    const extension = name.includes('.') ? (name.split('.').pop() ?? '') : '';
    if (FORBIDDEN.has(extension.toLowerCase())) {
      refuse(
        'attachments',
        'validation_file_forbidden',
        'Programs and scripts cannot be sent as attachments.',
        failed,
      );
    }
  }
}

/**
 * Gives a new message the chat's next `seq` (the chat's row is locked until commit, so the order
 * is the commit order) and moves the sender's read position to it: whoever writes has read what
 * came before. `lastMessageAt` and `lastSeq` move without an event on `chats`: clients follow
 * `messages`.
 */
async function placeInChat(event: RecordWriteEvent, q: Queryable): Promise<void> {
  const { record } = event;
  const chatId = String(record['chat']);
  const quote = q.dialect.quoteIdent;
  const created = record['created'];
  const at = typeof created === 'string' && created !== '' ? created : formatDate(new Date());
  const row = await q.get<{ seq: number }>(
    `UPDATE chats SET ${quote('lastSeq')} = COALESCE(${quote('lastSeq')}, 0) + 1, ${quote('lastMessageAt')} = ? WHERE id = ? RETURNING ${quote('lastSeq')} AS seq`,
    [at, chatId],
  );
  const seq = Number(row?.seq ?? 0);
  record['seq'] = seq;
  const author = String(record['author'] ?? '');
  if (author === '' || record['kind'] === 'system') return;
  const receipt = (await hidesReceipts(q, author))
    ? ''
    : `, ${quote('lastRead')} = ?, ${quote('lastReadSeq')} = ?`;
  const params = receipt === '' ? [seq] : [seq, String(record['id']), seq];
  await q.run(
    `UPDATE chat_members SET ${quote('readSeq')} = ?${receipt} WHERE chat = ? AND ${USER(q)} = ?`,
    [...params, chatId, author],
  );
}

/**
 * Users add no files to a sent message (an upload next to `deleted: true` would outlive it),
 * only owners and admins delete others' messages, and only that. A deletion clears the
 * message, whoever writes it. An edit says something, names whom it mentions, and is stamped
 * when its text changes: the server's own updates (link previews) leave the text as it was.
 */
async function guardUpdate(app: App, event: RecordWriteEvent, q: Queryable): Promise<void> {
  const { record, previous } = event;
  if (!previous) return;
  const superuser = isSuperuser(event.info);
  if (!superuser) refuseNewFiles(record, previous);
  if (record['deleted'] === true) {
    checkOthersDeletion(event);
    return clearDeletedMessage(app, event, q);
  }
  if (superuser) return;
  checkContent(record, MESSAGES.failedUpdate);
  const textChanged = record['text'] !== previous['text'];
  const mentions = (values: RecordValues) => toUniqueStrings(values['mentions']).join();
  if (textChanged || mentions(record) !== mentions(previous)) {
    await checkMentions(q, record, MESSAGES.failedUpdate);
  }
  if (textChanged) record['editedAt'] = formatDate(new Date());
}

function refuseNewFiles(record: RecordValues, previous: RecordValues): void {
  const added = (field: string) => {
    const before = new Set(toUniqueStrings(previous[field]));
    return toUniqueStrings(record[field]).some((name) => !before.has(name));
  };
  if (added('attachments')) {
    refuse(
      'attachments',
      'validation_invalid_value',
      'Files cannot be added to a sent message.',
      MESSAGES.failedUpdate,
    );
  }
  if (added('previewImage')) refuseServerFile(MESSAGES.failedUpdate);
}

/** `previewImage` is a file, so the rules' `@request.body` never sees it: refused here. */
function refuseServerFile(failed: string): never {
  refuse(
    'previewImage',
    'validation_invalid_value',
    'The preview image is set by the server.',
    failed,
  );
}
