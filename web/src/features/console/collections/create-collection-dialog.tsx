import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionModel, ConsoleClient } from '@/shared/lib/pb';
import { ConsoleError } from '../shared/console-error';

const TYPES = ['base', 'auth', 'view'] as const;
type CollectionType = (typeof TYPES)[number];

/** Names and types a new collection (a view also takes its SELECT), then creates it. */
export function CreateCollectionDialog(props: {
  client: ConsoleClient;
  onClose: () => void;
  onCreated: (collection: CollectionModel) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<CollectionType>('base');
  const [viewQuery, setViewQuery] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = type === 'view' ? { name, type, viewQuery } : { name, type };
      props.onCreated(await props.client.collections.create(body));
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id={`${id}-title`}>{t('console.collections.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('console.collections.create.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
            />
            <TextField
              select
              label={t('console.collections.create.type')}
              value={type}
              onChange={(event) => setType(event.target.value as CollectionType)}
            >
              {TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`console.collections.types.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            {type === 'view' && (
              <TextField
                label={t('console.collections.create.query')}
                value={viewQuery}
                onChange={(event) => setViewQuery(event.target.value)}
                multiline
                minRows={3}
                required
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
            )}
            {error !== null && <ConsoleError error={error} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t('console.collections.create.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || name.trim() === ''}>
            {t('console.collections.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
