import type { Translate } from '@/i18n/i18n';
import type { DisplayMessage, MessageRecord, PinnedMessage } from '@/shared/chat';
import { plainText } from '@/shared/markdown/plain-text';
import { attachmentsText } from '@/features/chat/lib/message-words';

/** A pin's message: the conversation's copy when loaded (it follows edits), else the pin's own. */
export function pinnedRecord(
  pin: PinnedMessage,
  messages: readonly DisplayMessage[],
): MessageRecord | null {
  const loaded = messages.find((message) => message.record?.id === pin.message)?.record;
  return loaded ?? pin.expand?.message ?? null;
}

/** A pinned message in one line: its text, else what its files are. */
export function pinnedText(record: MessageRecord | null, t: Translate): string {
  if (!record) return t('chat.pins.pinned');
  if (record.deleted) return t('chat.preview.deleted');
  const text = plainText(record.text);
  return text || attachmentsText(record.attachments, t) || t('chat.pins.pinned');
}
