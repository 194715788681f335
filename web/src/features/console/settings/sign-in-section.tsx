import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '@/i18n/i18n';
import { ConsoleError } from '../shared/console-error';
import { useConsoleQuery } from '../shared/use-console-query';
import { loadProviderKinds } from './auth-collections-api';
import { AuthCollectionsView } from './auth-collections-view';
import { CollectionSignInForm } from './collection-sign-in-form';

/** The sign-in options of each auth collection, with the OAuth2 providers the server knows. */
export function SignInSection() {
  const { t } = useTranslation();
  const kinds = useConsoleQuery('settings/oauth2-kinds', loadProviderKinds);
  if (kinds.error) return <ConsoleError error={kinds.error} onRetry={kinds.reload} />;
  if (!kinds.data) return <LinearProgress aria-label={t('console.settings.loading')} />;
  const known = kinds.data;
  return (
    <AuthCollectionsView
      render={(collection) => <CollectionSignInForm collection={collection} kinds={known} />}
    />
  );
}
