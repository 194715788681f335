import { useTranslation } from '@/i18n/i18n';
import { PickChat } from '@/features/chat/components/pick-chat';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** `/chat`: the list alone on phones; beside it on wide screens, a prompt to pick a chat. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('chat.title'));
  return <PickChat />;
}
