import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextInput } from '@/shared/ui/text-input';
import { useDeleteUser } from './use-delete-user';
import type { ConsoleUser } from './user-records';

/**
 * Deletes a person for good, with a reason for the audit log, once the operator has typed their
 * email address: a slip of the finger cannot delete the wrong one.
 */
export function DeleteUserDialog(props: {
  user: ConsoleUser;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const state = useDeleteUser(props.user, props.onDeleted);
  const close = () => {
    if (!state.busy) props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: state.clear } }}
    >
      <DialogTitle id={`${id}-title`}>
        {t('console.users.delete.title', { name: props.user.nickname || props.user.email })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`} sx={{ mb: 2 }}>
          {t('console.users.delete.body', { email: props.user.email })}
        </DialogContentText>
        <FormAlert error={state.error} />
        <TextInput
          label={t('console.users.delete.reason')}
          value={state.reason}
          onChange={(event) => state.setReason(event.target.value)}
          required
          multiline
          minRows={2}
          margin="dense"
          autoFocus
        />
        <TextInput
          label={t('console.users.delete.typeEmail')}
          value={state.typed}
          onChange={(event) => state.setTyped(event.target.value)}
          autoComplete="off"
          required
          margin="dense"
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={state.busy}>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={!state.ready}
          loading={state.busy}
          onClick={state.confirm}
        >
          {t('console.users.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
