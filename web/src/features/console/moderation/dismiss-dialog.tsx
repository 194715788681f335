import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { MODERATION_REASON_MAX } from '@hearth/shared';
import { FormAlert } from '@/shared/ui/form-alert';

/** Asks before closing a report with nothing done, with an optional note for the audit log. */
export function DismissDialog(props: {
  open: boolean;
  onClose(): void;
  onDismiss(note: string): Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    props.onDismiss(note).catch((caught: unknown) => {
      setError(caught);
      setBusy(false);
    });
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('console.moderation.dismissTitle')}</DialogTitle>
        <DialogContent>
          <FormAlert error={error} />
          <DialogContentText>{t('console.moderation.dismissBody')}</DialogContentText>
          <TextField
            label={t('console.moderation.dismissNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            fullWidth
            multiline
            margin="normal"
            slotProps={{ htmlInput: { maxLength: MODERATION_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('console.moderation.dismiss')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
