import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ConsoleClient } from '@/shared/lib/pb';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { BackupFile } from './backup-row';
import { BackupRow } from './backup-row';
import { RestoreBackupDialog } from './restore-backup-dialog';
import { useBackupActions } from './use-backup-actions';

/** A question open about one backup. */
type Asking = { action: 'restore' | 'delete'; key: string } | null;

/** The backups, newest first, each with download, restore and delete (the last two confirmed). */
export function BackupsList(props: {
  client: ConsoleClient;
  backups: readonly BackupFile[];
  reload: () => void;
}) {
  const { t } = useTranslation();
  const actions = useBackupActions(props.client, props.reload);
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);

  if (props.backups.length === 0) {
    return <Typography sx={{ py: 2 }}>{t('console.backups.empty')}</Typography>;
  }
  return (
    <>
      <List aria-label={t('console.backups.listLabel')}>
        {props.backups.map((backup) => (
          <BackupRow
            key={backup.key}
            backup={backup}
            busy={actions.busyKey === backup.key}
            onDownload={() => void actions.download(backup.key)}
            onRestore={() => setAsking({ action: 'restore', key: backup.key })}
            onDelete={() => setAsking({ action: 'delete', key: backup.key })}
          />
        ))}
      </List>
      {asking?.action === 'restore' ? (
        <RestoreBackupDialog
          name={asking.key}
          busy={actions.busyKey === asking.key}
          onClose={close}
          onConfirm={() => void actions.restore(asking.key).then(close)}
        />
      ) : null}
      <ConfirmDialog
        open={asking?.action === 'delete'}
        title={t('console.backups.delete.title')}
        body={t('console.backups.delete.body', { name: asking?.key ?? '' })}
        confirm={t('console.backups.delete.action')}
        busy={actions.busyKey !== null}
        onClose={close}
        onConfirm={() => void (asking && actions.remove(asking.key).then(close))}
      />
    </>
  );
}
