import { MESSAGE_LINK_PARAM } from '@hearth/shared';
import { PATHS } from '@/shared/config/paths';

/** A conversation's address. */
export function chatPath(chatId: string): string {
  return `${PATHS.chat}/${encodeURIComponent(chatId)}`;
}

/** A message's address: its conversation, opened at the message (docs/chat-data-model.md). */
export function messagePath(chatId: string, messageId: string): string {
  return `${chatPath(chatId)}?${MESSAGE_LINK_PARAM}=${encodeURIComponent(messageId)}`;
}
