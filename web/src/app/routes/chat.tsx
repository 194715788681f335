import { useTranslation } from '@/i18n/i18n';
import { ChatEmptyState } from '@/features/chat/components/chat-empty-state';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** `/chat`: its features arrive in their own issue; until then it says what it will do. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.title'));
  return <ChatEmptyState />;
}
