import { useTranslation } from '@/i18n/i18n';
import { FriendsEmptyState } from '@/features/friends/components/friends-empty-state';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** `/friend`: its features arrive in their own issue; until then it says what it will do. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('friends.title'));
  return <FriendsEmptyState />;
}
