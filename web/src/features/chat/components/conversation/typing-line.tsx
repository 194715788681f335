import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { useTypingUsers } from '@/shared/chat';
import { nicknameOf } from '@/features/chat/lib/chat-people';
import { typingText } from '@/features/chat/lib/message-words';

/** Who is typing in the chat, in words; nothing when nobody is. */
export function useTypingText(chatId: string, summary: ChatSummary | null): string {
  const { t } = useTranslation();
  const typing = useTypingUsers(chatId);
  const names = typing.map((userId) => nicknameOf(summary, userId) ?? t('chat.someone'));
  return typingText(names, t);
}

/** The typing line under the chat's name. */
export function TypingLine({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="primary" noWrap data-testid="typing-line">
      {text}
    </Typography>
  );
}
