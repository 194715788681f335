import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { FormAlert } from '@/shared/ui/form-alert';
import { notify } from '@/shared/ui/notify';
import { DeleteUserDialog } from './delete-user-dialog';
import { SuspendDialog } from './suspend-dialog';
import { useUserActions } from './use-user-actions';
import { UserDirectActions } from './user-direct-actions';
import type { ConsoleUser } from './user-records';
import { suspensionOf } from './user-records';

/** What an operator can do to a person: verify, reset mail, suspend or lift, delete. */
export function UserActions({ user, onChanged }: { user: ConsoleUser; onChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useUserActions(onChanged);
  const [dialog, setDialog] = useState<'suspend' | 'delete' | null>(null);
  const suspended = suspensionOf(user, new Date()).kind !== 'none';
  const name = user.nickname || user.email;

  const onSuspended = () => {
    setDialog(null);
    notify.success(t('console.users.done.suspended', { name }));
    onChanged();
  };
  const onDeleted = () => {
    notify.success(t('console.users.done.deleted', { name }));
    void navigate('/_/users', { replace: true });
  };
  return (
    <>
      <FormAlert error={actions.error} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <UserDirectActions user={user} suspended={suspended} actions={actions} />
        {!suspended && (
          <Button variant="outlined" color="warning" onClick={() => setDialog('suspend')}>
            {t('console.users.suspendAction')}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
          {t('console.users.deleteAction')}
        </Button>
      </Box>
      <SuspendDialog
        user={{ id: user.id, name }}
        open={dialog === 'suspend'}
        onClose={() => setDialog(null)}
        onDone={onSuspended}
      />
      <DeleteUserDialog
        user={user}
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        onDeleted={onDeleted}
      />
    </>
  );
}
