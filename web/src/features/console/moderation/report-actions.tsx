import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notify } from '@/shared/ui/notify';
import { useConsoleClient } from '../shell/console-session';
import { SuspendDialog } from '../users/suspend-dialog';
import { DismissDialog } from './dismiss-dialog';
import { deleteReportedMessage, dismissReport } from './moderation-api';
import type { ReportContext } from './moderation-records';
import { personLabel } from './moderation-records';

type Open = 'dismiss' | 'delete' | 'suspend' | null;

/** Dismiss, delete the message, or suspend the person; each asks first, then goes back to the queue. */
export function ReportActions({ context }: { context: ReportContext }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useConsoleClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const { report, message } = context;
  const done = (notice: string) => {
    setOpen(null);
    notify.success(notice);
    void navigate('/_/moderation');
  };
  const deleteMessage = () => {
    setBusy(true);
    deleteReportedMessage(client, report.id).then(
      () => done(t('console.moderation.messageDeleted')),
      (error: unknown) => {
        setBusy(false);
        notify.error(errorText(error));
      },
    );
  };
  const canDelete = message !== null && !message.deleted;
  const person = {
    id: report.reported,
    name: personLabel(report.expand?.reported, report.reported),
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
        {report.status === 'open' && (
          <Button variant="outlined" onClick={() => setOpen('dismiss')}>
            {t('console.moderation.dismiss')}
          </Button>
        )}
        {canDelete && (
          <Button variant="outlined" color="error" onClick={() => setOpen('delete')}>
            {t('console.moderation.deleteMessage')}
          </Button>
        )}
        <Button variant="contained" color="error" onClick={() => setOpen('suspend')}>
          {t('console.moderation.suspend')}
        </Button>
      </Stack>
      <DismissDialog
        open={open === 'dismiss'}
        onClose={() => setOpen(null)}
        onDismiss={(note) =>
          dismissReport(client, report.id, note).then(() => done(t('console.moderation.dismissed')))
        }
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={t('console.moderation.deleteTitle')}
        body={t('console.moderation.deleteBody')}
        confirm={t('console.moderation.deleteMessage')}
        busy={busy}
        onConfirm={deleteMessage}
        onClose={() => setOpen(null)}
      />
      <SuspendDialog
        user={person}
        report={report.id}
        open={open === 'suspend'}
        onClose={() => setOpen(null)}
        onDone={() => done(t('console.moderation.suspended', { name: person.name }))}
      />
    </>
  );
}
