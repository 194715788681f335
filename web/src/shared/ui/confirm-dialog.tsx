import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { PhraseText } from './phrase-text';

/** Asks before something that cannot simply be undone; Cancel keeps the focus safe. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>
        <PhraseText text={props.title} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`}>{props.body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
