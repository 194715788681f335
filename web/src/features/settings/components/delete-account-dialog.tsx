import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextInput } from '@/shared/ui/text-input';
import { deleteAccount } from '../api/settings-api';

/** Asks the user to type their email address, then deletes the account. */
export function DeleteAccountDialog(props: {
  open: boolean;
  id: string;
  email: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const confirmed = typed.trim().toLowerCase() === props.email.toLowerCase();

  const close = () => {
    if (busy) return;
    props.onClose();
    setTyped('');
    setError(null);
  };
  const confirm = () => {
    setBusy(true);
    setError(null);
    deleteAccount(props.id)
      .then(props.onDeleted)
      .catch((reason: unknown) => {
        setError(reason);
        setBusy(false);
      });
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby="delete-title"
      aria-describedby="delete-body"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delete-title">{t('settings.delete.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-body" sx={{ mb: 2 }}>
          {t('settings.delete.confirmBody', { email: props.email })}
        </DialogContentText>
        <FormAlert error={error} />
        <TextInput
          label={t('settings.delete.typeEmail')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={!confirmed}
          loading={busy}
          onClick={confirm}
        >
          {t('settings.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
