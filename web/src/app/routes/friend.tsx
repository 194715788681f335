import { useTranslation } from '@/i18n/i18n';
import { FriendsPage } from '@/features/friends/components/friends-page';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** `/friend` */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('friends.title'));
  return <FriendsPage />;
}
