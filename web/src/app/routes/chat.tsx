import { Outlet, useParams } from 'react-router';
import { ChatLayout } from '@/features/chat/components/chat-layout';

/** `/chat` and `/chat/:chatId`: the chat list beside (or, on phones, instead of) the conversation. */
export function Component() {
  const { chatId } = useParams();
  return (
    <ChatLayout chatId={chatId ?? null}>
      <Outlet />
    </ChatLayout>
  );
}
