import type { Translate } from '@/i18n/i18n';
import type { ChatSummary, DisplayMessage, MessageRecord } from '@/shared/chat';
import { plainText } from '@/shared/markdown/plain-text';
import { isImageName, originalName } from './file-rules';
import { nicknameOf } from './chat-people';

/** A person as a message names them: "You", their nickname, or "Someone" once they have left. */
export function personName(
  summary: ChatSummary | null,
  userId: string,
  me: string,
  t: Translate,
  object = false,
): string {
  if (userId === me) return t(object ? 'chat.youObject' : 'chat.you');
  return nicknameOf(summary, userId) ?? t('chat.someone');
}

/** A system message in words: "Ann added Bob". */
export function systemText(
  record: Pick<MessageRecord, 'event' | 'author' | 'subject' | 'text'>,
  summary: ChatSummary | null,
  me: string,
  t: Translate,
): string {
  const actor = personName(summary, record.author, me, t);
  const subject = personName(summary, record.subject, me, t, true);
  const event = record.event || 'created';
  return t(`chat.system.${event}`, { actor, subject, title: record.text });
}

/** What a message's files are, in a few words: "📷 Photo", "📎 report.pdf", "📎 3 files". */
export function attachmentsText(names: readonly string[], t: Translate): string {
  if (names.length === 0) return '';
  if (names.every(isImageName)) {
    return names.length === 1
      ? t('chat.preview.photo')
      : t('chat.preview.photos', { count: names.length });
  }
  return names.length === 1
    ? t('chat.preview.file', { name: originalName(names[0] ?? '') })
    : t('chat.preview.files', { count: names.length });
}

/** The chat list's one-line preview of the newest message. */
export function previewText(summary: ChatSummary, me: string, t: Translate): string {
  const message = summary.lastMessage;
  if (!message) return t('chat.list.noMessages');
  if (message.kind === 'system') return systemText(message, summary, me, t);
  const body = message.deleted
    ? t('chat.preview.deleted')
    : plainText(message.text) || attachmentsText(message.attachments, t);
  if (message.author === me) return t('chat.list.own', { text: body });
  if (summary.chat.kind === 'group') {
    return t('chat.list.byName', { name: personName(summary, message.author, me, t), text: body });
  }
  return body;
}

/** A chat's name: the group's title, or the other person's nickname. */
export function chatTitle(summary: ChatSummary | null, t: Translate): string {
  if (!summary) return t('chat.title');
  if (summary.chat.kind === 'group') return summary.chat.title || t('chat.untitledGroup');
  return summary.peer?.nickname ?? t('chat.deletedUser');
}

/** Who is typing, in words; empty when nobody is. */
export function typingText(names: readonly string[], t: Translate): string {
  const [first, second] = names;
  if (first === undefined) return '';
  if (second === undefined) return t('chat.typing.one', { name: first });
  if (names.length === 2) return t('chat.typing.two', { first, second });
  return t('chat.typing.several');
}

/** A message's words for a quote: its text, else what its files are. */
export function quoteText(message: DisplayMessage | null, t: Translate): string {
  if (!message) return t('chat.message.replyUnavailable');
  if (message.record?.deleted) return t('chat.preview.deleted');
  const text = plainText(message.text);
  return text || attachmentsText(message.attachments, t) || t('chat.message.replyUnavailable');
}
