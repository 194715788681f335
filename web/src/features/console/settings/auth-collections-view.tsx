import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { AuthCollectionModel } from '@/shared/lib/pb';
import { ConsoleError } from '../shared/console-error';
import { useConsoleQuery } from '../shared/use-console-query';
import { loadAuthCollections } from './auth-collections-api';

/** Loads the auth collections and shows one form per collection. */
export function AuthCollectionsView(props: {
  render: (collection: AuthCollectionModel) => ReactNode;
}) {
  const { t } = useTranslation();
  const collections = useConsoleQuery('settings/auth-collections', loadAuthCollections);
  if (collections.loading && !collections.data) {
    return <LinearProgress aria-label={t('console.settings.loading')} />;
  }
  if (collections.error) {
    return <ConsoleError error={collections.error} onRetry={collections.reload} />;
  }
  return (
    <Stack spacing={5}>
      {(collections.data ?? []).map((collection) => (
        <div key={collection.id}>{props.render(collection)}</div>
      ))}
    </Stack>
  );
}
