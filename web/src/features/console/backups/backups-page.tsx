import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { notify } from '@/shared/ui/notify';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { useConsoleClient } from '../shell/console-session';
import { BackupScheduleSection } from './backup-schedule';
import { BackupsList } from './backups-list';
import { CreateBackupDialog } from './create-backup-dialog';
import { UploadBackupButton } from './upload-backup-button';

/** `/_/backups`: the backups on the server, made, uploaded, downloaded, restored and deleted, and their schedule. */
export function BackupsPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.backups.title'));
  const client = useConsoleClient();
  const backups = useConsoleQuery('backups', (c) => c.backups.getFullList());
  const [creating, setCreating] = useState(false);
  const newestFirst = useMemo(
    () => [...(backups.data ?? [])].sort((a, b) => b.modified.localeCompare(a.modified)),
    [backups.data],
  );
  const actions = (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setCreating(true)}>
        {t('console.backups.create.action')}
      </Button>
      <UploadBackupButton client={client} onUploaded={backups.reload} />
    </Box>
  );
  return (
    <ConsolePage
      title={t('console.backups.title')}
      lead={t('console.backups.lead')}
      actions={actions}
    >
      {backups.error ? <ConsoleError error={backups.error} onRetry={backups.reload} /> : null}
      {backups.loading && !backups.data ? <LinearProgress /> : null}
      {backups.data ? (
        <BackupsList client={client} backups={newestFirst} reload={backups.reload} />
      ) : null}
      <BackupScheduleSection client={client} />
      {creating ? (
        <CreateBackupDialog
          client={client}
          existing={newestFirst.map((backup) => backup.key)}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            notify.success(t('console.backups.create.done'));
            backups.reload();
          }}
        />
      ) : null}
    </ConsolePage>
  );
}
