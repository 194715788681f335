import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { useConsoleClient } from '../shell/console-session';
import { CollectionRow } from './collection-row';
import { CreateCollectionDialog } from './create-collection-dialog';

/** `/_/collections`: every collection, filtered by name, and a way to make a new one. */
export function CollectionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('console.collections.title'));
  const client = useConsoleClient();
  const navigate = useNavigate();
  const [filter, setFilter] = useState('');
  const [creating, setCreating] = useState(false);
  const collections = useConsoleQuery('collections', (c) =>
    c.collections.getFullList({ sort: 'name' }),
  );
  const needle = filter.trim().toLowerCase();
  const shown = (collections.data ?? []).filter((c) => c.name.toLowerCase().includes(needle));

  return (
    <ConsolePage
      title={t('console.collections.title')}
      lead={t('console.collections.lead')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('console.collections.create.button')}
        </Button>
      }
    >
      <TextField
        type="search"
        size="small"
        fullWidth
        label={t('console.collections.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ mb: 2 }}
      />
      {collections.loading && <LinearProgress />}
      {collections.error !== null && (
        <ConsoleError error={collections.error} onRetry={collections.reload} />
      )}
      {collections.data && shown.length === 0 && (
        <Typography color="text.secondary">{t('console.collections.empty')}</Typography>
      )}
      <List>
        {shown.map((collection) => (
          <CollectionRow key={collection.id} collection={collection} />
        ))}
      </List>
      {creating && (
        <CreateCollectionDialog
          client={client}
          onClose={() => setCreating(false)}
          onCreated={(created) =>
            void navigate(`/_/collections/${encodeURIComponent(created.name)}/settings`)
          }
        />
      )}
    </ConsolePage>
  );
}
