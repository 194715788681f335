import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { AuthProviderInfo } from '@/shared/lib/pb';
import { FormAlert } from '@/shared/ui/plain/alert';
import { Button } from '@/shared/ui/plain/button';
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
      .then((signedIn) => signedIn && props.onSignedIn())
      .catch(setError)
      .finally(() => setBusy(null));
  };

  return (
    <div className="h-mt-3">
      <div className="h-divider" role="separator">
        {t('auth.login.orContinueWith')}
      </div>
      <FormAlert error={error} />
      <div className="h-providers">
        {props.providers.map((provider) => (
          <Button
            key={provider.name}
            variant="outlined"
            busy={busy === provider.name}
            disabled={busy !== null && busy !== provider.name}
            onClick={() => start(provider)}
          >
            {t('auth.login.withProvider', { provider: provider.displayName || provider.name })}
          </Button>
        ))}
      </div>
    </div>
  );
}
