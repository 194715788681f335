import Alert from '@mui/material/Alert';
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

/**
 * Asks before a restore, which replaces all the data: the superuser types the backup's name,
 * so a restore is never one slip of the finger away.
 */
export function RestoreBackupDialog(props: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === props.name;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !props.busy) props.onConfirm();
  };
  return (
    <Dialog open onClose={props.busy ? undefined : props.onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('console.backups.restore.title', { name: props.name })}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('console.backups.restore.warning')}
          </Alert>
          <DialogContentText sx={{ mb: 2 }}>
            {t('console.backups.restore.sessions')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('console.backups.restore.nameLabel')}
            helperText={t('console.backups.restore.typeName', { name: props.name })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{
              htmlInput: { spellCheck: false, autoCapitalize: 'none', autoComplete: 'off' },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={props.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={!matches || props.busy}>
            {props.busy ? t('console.backups.restore.busy') : t('console.backups.restore.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
