import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';

/** Picks files to send: a button for the eye, the file input behind it. */
export function AttachButton(props: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton aria-label={t('chat.composer.attach')} onClick={() => picker.current?.click()}>
        <AttachFileOutlined />
      </IconButton>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        aria-label={t('chat.composer.attach')}
        onChange={(event) => {
          props.onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </>
  );
}
