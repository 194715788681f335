import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { useConsoleClient } from '../shell/console-session';
import { BackToCollections } from './back-to-collections';
import { CollectionRecords } from './collection-records';

/** `/_/collections/:collection`: a collection's records, filtered, sorted, paged and edited. */
export function RecordsPage() {
  const { collection: name = '' } = useParams();
  const { t } = useTranslation();
  useConsoleTitle(t('console.records.documentTitle', { collection: name }));
  const client = useConsoleClient();
  const collections = useConsoleQuery('collections', (c) => c.collections.getFullList());
  const collectionsById = useMemo(
    () => new Map((collections.data ?? []).map((c) => [c.id, c])),
    [collections.data],
  );
  const collection = collections.data?.find((c) => c.name === name || c.id === name);
  if (collections.error) {
    return (
      <ConsolePage title={name}>
        <ConsoleError error={collections.error} onRetry={collections.reload} />
      </ConsolePage>
    );
  }
  if (!collection) {
    return (
      <ConsolePage title={name}>
        {collections.loading ? <LinearProgress /> : <MissingCollection />}
      </ConsolePage>
    );
  }
  return (
    <CollectionRecords
      key={collection.id}
      collection={collection}
      collectionsById={collectionsById}
      client={client}
    />
  );
}

function MissingCollection() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('console.records.missing')}</Typography>
      <BackToCollections />
    </Stack>
  );
}
