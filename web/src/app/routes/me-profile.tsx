import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n/i18n';
import { EmailChangeCard } from '@/features/profile/components/email-change-card';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { readEnv } from '@/shared/config/env';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useUserInfo } from '@/shared/hooks/use-user-info';
import { useCurrentUser } from '@/shared/lib/session';
import { useSurface } from '@/shared/lib/theme-preference';
import { defaultImages } from '@/shared/lib/user-info';
import { notify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';

/** `/me/profile` */
export function Component() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const record = useCurrentUser();
  const surface = useSurface();
  useDocumentTitle(t('nav.profile'));
  if (!info || !record) return null;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('profile.title')} lead={t('profile.lead')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ProfileForm
          key={record.id}
          record={record}
          info={info}
          defaults={defaultImages(readEnv().assetCdn, surface)}
          onSaved={() => notify.success(t('profile.saved'))}
        />
        <EmailChangeCard currentEmail={record.email} />
      </Box>
    </Box>
  );
}
