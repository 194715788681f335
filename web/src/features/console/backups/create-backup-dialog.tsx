import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { ConsoleClient } from '@/shared/lib/pb';
import { backupNameProblem } from './backup-name';

/** Makes a backup now, under a chosen name or (left empty) one the server makes up. */
export function CreateBackupDialog(props: {
  client: ConsoleClient;
  existing: readonly string[];
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = backupNameProblem(name, props.existing);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setBusy(true);
    setFailure(null);
    try {
      await props.client.backups.create(name);
      props.onCreated();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const helper = problem
    ? t(`console.backups.name.${problem}`)
    : (failure ?? t('console.backups.name.hint'));
  return (
    <Dialog open onClose={busy ? undefined : props.onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('console.backups.create.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('console.backups.create.body')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('console.backups.name.label')}
            placeholder="before-upgrade.zip"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={problem !== null || failure !== null}
            helperText={helper}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || problem !== null}>
            {busy ? t('console.backups.create.busy') : t('console.backups.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
