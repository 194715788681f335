import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { pluralKey } from '@/shared/lib/plural';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notify } from '@/shared/ui/notify';
import { endOtherSessions } from '../api/sessions-api';
import { sessionsStore } from '../hooks/use-sessions';

/** "Sign out all other devices", after a confirmation. */
export function EndOtherSessions() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    endOtherSessions()
      .then((count) => {
        setOpen(false);
        sessionsStore.reload();
        notify.success(t(pluralKey('sessions.signedOutOthers', count, i18n.language), { count }));
      })
      .catch((error: unknown) => notify.error(errorText(error)))
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<Logout />}
        onClick={() => setOpen(true)}
        sx={{ mt: 2 }}
      >
        {t('sessions.signOutOthers')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('sessions.confirmTitle')}
        body={t('sessions.confirmBody')}
        confirm={t('sessions.confirm')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => !busy && setOpen(false)}
      />
    </>
  );
}
