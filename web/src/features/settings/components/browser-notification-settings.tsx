import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { SettingsSection } from './settings-section';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return 'Notification' in window ? Notification.permission : 'unsupported';
}

/**
 * Browser notifications for friend requests (and, later, messages) while Hearth is in the
 * background. The browser keeps the choice; the app only asks when the user presses the button.
 */
export function BrowserNotificationSettings() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const ask = async () => setPermission(await Notification.requestPermission());

  return (
    <SettingsSection title={t('settings.browserNotifications.title')}>
      <Typography role="status" sx={{ mb: 1 }}>
        {t(`settings.browserNotifications.${permission}`)}
      </Typography>
      {permission === 'default' && (
        <Button variant="outlined" onClick={() => void ask()}>
          {t('settings.browserNotifications.allow')}
        </Button>
      )}
    </SettingsSection>
  );
}
