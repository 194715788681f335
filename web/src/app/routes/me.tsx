import { useTranslation } from '@/i18n/i18n';
import { MeOverview } from '@/features/profile/components/me-overview';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useUserInfo } from '@/shared/hooks/use-user-info';
import { useCurrentUser } from '@/shared/lib/session';

/** `/me` */
export function Component() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const record = useCurrentUser();
  useDocumentTitle(t('nav.me'));
  if (!info || !record) return null;
  return <MeOverview record={record} info={info} />;
}
