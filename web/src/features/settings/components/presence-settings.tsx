import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '@/i18n/i18n';
import { FormAlert } from '@/shared/ui/form-alert';
import { useSavedPresence } from '../hooks/use-saved-presence';
import { PresenceForm } from './presence-form';
import { SettingsSection } from './settings-section';

/** How the user appears to others, once the server has said what they chose. */
export function PresenceSettings() {
  const { t } = useTranslation();
  const { saved, retry } = useSavedPresence();
  return (
    <SettingsSection
      title={t('settings.social.presence.title')}
      lead={t('settings.social.presence.lead')}
    >
      {saved.state === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <CircularProgress size={28} aria-label={t('common.loading')} />
        </Box>
      )}
      {saved.state === 'failed' && (
        <>
          <FormAlert error={saved.error} />
          <Button variant="outlined" onClick={retry}>
            {t('settings.social.presence.retry')}
          </Button>
        </>
      )}
      {saved.state === 'ready' && <PresenceForm mode={saved.mode} />}
    </SettingsSection>
  );
}
