import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { ConsoleClient } from '@/shared/lib/pb';
import { notify } from '@/shared/ui/notify';
import { downloadBackup } from './backup-download';

/** The console's sign-in page, where a session that a restore ended is made again. */
const SIGN_IN_PATH = '/_/login';

/**
 * Download, delete and restore for the listed backups, with the key being worked on (for busy
 * states) and a notification for each outcome. `reload` refreshes the list after a change.
 */
export function useBackupActions(client: ConsoleClient, reload: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const attempt = async (key: string, work: () => Promise<unknown>): Promise<boolean> => {
    setBusyKey(key);
    try {
      await work();
      return true;
    } catch (error) {
      notify.error(errorText(error));
      return false;
    } finally {
      setBusyKey(null);
    }
  };

  const download = (key: string) => attempt(key, () => downloadBackup(client, key));

  const remove = async (key: string) => {
    const done = await attempt(key, () => client.backups.delete(key));
    if (done) notify.success(t('console.backups.deleted', { name: key }));
    reload();
    return done;
  };

  const restore = async (key: string) => {
    const done = await attempt(key, () => client.backups.restore(key));
    if (!done) return false;
    notify.success(t('console.backups.restored', { name: key }));
    // The restored data has its own superusers and sessions: ours may be gone with the old data.
    const stillSignedIn = await client
      .collection('_superusers')
      .authRefresh()
      .then(() => true)
      .catch(() => false);
    if (stillSignedIn) reload();
    else {
      client.authStore.clear();
      void navigate(SIGN_IN_PATH);
    }
    return true;
  };

  return { busyKey, download, remove, restore };
}
