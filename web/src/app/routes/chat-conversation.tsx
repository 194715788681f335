import { useParams } from 'react-router';
import { ConversationScreen } from '@/features/chat/components/conversation/conversation-screen';

/** `/chat/:chatId`: one conversation (fresh state for each chat). */
export function Component() {
  const { chatId = '' } = useParams();
  return <ConversationScreen key={chatId} chatId={chatId} />;
}
