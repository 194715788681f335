import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { ConsoleClient } from '@/shared/lib/pb';
import { notify } from '@/shared/ui/notify';

/** Uploads a backup `.zip` made elsewhere; the server checks it and keeps its file name. */
export function UploadBackupButton(props: { client: ConsoleClient; onUploaded: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      await props.client.backups.upload(body);
      notify.success(t('console.backups.upload.done', { name: file.name }));
      props.onUploaded();
    } catch (error) {
      notify.error(t('console.backups.upload.failed', { name: file.name }), errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".zip,application/zip"
        hidden
        aria-label={t('console.backups.upload.label')}
        onChange={(event) => void upload(event)}
      />
      <Button
        variant="outlined"
        disabled={busy}
        onClick={() => input.current?.click()}
        startIcon={busy ? <CircularProgress size={16} /> : undefined}
      >
        {busy ? t('console.backups.upload.busy') : t('console.backups.upload.label')}
      </Button>
    </>
  );
}
