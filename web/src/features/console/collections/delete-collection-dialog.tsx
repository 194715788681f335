import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';

/** Deleting a collection loses all its records: the name must be typed to confirm. */
export function DeleteCollectionDialog(props: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>
        {t('console.collections.editor.deleteTitle', { name: props.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('console.collections.editor.deleteBody')}
        </DialogContentText>
        <TextField
          fullWidth
          autoFocus
          label={t('console.collections.editor.deleteConfirm')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('console.collections.create.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={props.busy || typed !== props.name}
          onClick={props.onConfirm}
        >
          {t('console.collections.editor.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
