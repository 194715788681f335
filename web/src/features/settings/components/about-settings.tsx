import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { checkHealth } from '../api/settings-api';
import { SettingsSection } from './settings-section';

type Health = 'checking' | 'online' | 'offline';

/** Whether this Hearth server answers, checked when the page opens. */
export function AboutSettings() {
  const { t } = useTranslation();
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    let current = true;
    checkHealth()
      .then(() => current && setHealth('online'))
      .catch(() => current && setHealth('offline')); // note: the HTTP client already logged it.
    return () => {
      current = false;
    };
  }, []);
  const colour =
    health === 'online' ? 'success.main' : health === 'offline' ? 'error.main' : 'text.disabled';

  return (
    <SettingsSection title={t('settings.about.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
        <Box
          aria-hidden="true"
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour }}
        />
        <Typography>{t(`settings.about.${health}`)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('settings.about.body')}
      </Typography>
    </SettingsSection>
  );
}
