import { PATHS } from '@/shared/config/paths';

/** A conversation's address. */
export function chatPath(chatId: string): string {
  return `${PATHS.chat}/${encodeURIComponent(chatId)}`;
}
