import { useTranslation } from '@/i18n/i18n';
import { HomeDashboard } from '@/features/home/components/home-dashboard';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useUserInfo } from '@/shared/hooks/use-user-info';
import { useCurrentUser } from '@/shared/lib/session';

/** `/home` */
export function Component() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const record = useCurrentUser();
  useDocumentTitle(t('nav.home'));
  if (!user || !record) return null;
  return <HomeDashboard user={user} verified={record.verified} />;
}
