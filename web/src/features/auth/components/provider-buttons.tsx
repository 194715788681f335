import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { AuthProviderInfo } from '@/shared/lib/pb';
import { FormAlert } from '@/shared/ui/form-alert';
import { signInWithProvider } from '../api/auth-api';

/** One button per OAuth2 provider the server lists. */
export function ProviderButtons(props: { providers: AuthProviderInfo[]; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (props.providers.length === 0) return null;

  const start = (provider: AuthProviderInfo) => {
    setBusy(provider.name);
    setError(null);
    signInWithProvider(provider.name)
      .then(props.onSignedIn)
      .catch(setError)
      .finally(() => setBusy(null));
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2, color: 'text.secondary', typography: 'body2' }}>
        {t('auth.login.orContinueWith')}
      </Divider>
      <FormAlert error={error} />
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        }}
      >
        {props.providers.map((provider) => (
          <Button
            key={provider.name}
            variant="outlined"
            color="inherit"
            loading={busy === provider.name}
            disabled={busy !== null && busy !== provider.name}
            onClick={() => start(provider)}
            sx={{ borderColor: 'divider' }}
          >
            {t('auth.login.withProvider', { provider: provider.displayName || provider.name })}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
