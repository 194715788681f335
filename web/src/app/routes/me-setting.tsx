import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n/i18n';
import { useNavigate } from 'react-router';
import { AboutSettings } from '@/features/settings/components/about-settings';
import { AccountSettings } from '@/features/settings/components/account-settings';
import { AppearanceSettings } from '@/features/settings/components/appearance-settings';
import { BrowserNotificationSettings } from '@/features/settings/components/browser-notification-settings';
import { ChatSettings } from '@/features/settings/components/chat-settings';
import { DeleteAccount } from '@/features/settings/components/delete-account';
import { PasswordSettings } from '@/features/settings/components/password-settings';
import { PresenceSettings } from '@/features/settings/components/presence-settings';
import { PrivacySettings } from '@/features/settings/components/privacy-settings';
import { SessionsSettings } from '@/features/settings/components/sessions-settings';
import { StatusSettings } from '@/features/settings/components/status-settings';
import { PATHS } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { clearSession, useCurrentUser } from '@/shared/lib/session';
import { signOut } from '@/shared/sessions/sign-out';
import { notify } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/page-header';

/** `/me/setting` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useCurrentUser();
  useDocumentTitle(t('nav.settings'));
  if (!record) return null;

  const leave = (message: string, end: () => void) => {
    end();
    notify.info(message);
    void navigate(PATHS.login, { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <StatusSettings record={record} />
        <PresenceSettings />
        <PrivacySettings record={record} />
        <ChatSettings />
        <AppearanceSettings />
        <BrowserNotificationSettings />
        <AccountSettings
          email={record.email}
          verified={record.verified}
          onLogOut={() => leave(t('auth.loggedOut'), () => void signOut())}
        />
        <SessionsSettings />
        <PasswordSettings user={record} />
        <AboutSettings />
        <DeleteAccount
          id={record.id}
          email={record.email}
          onDeleted={() => leave(t('settings.delete.done'), clearSession)}
        />
      </Box>
    </Box>
  );
}
