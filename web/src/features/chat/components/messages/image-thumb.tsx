import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { MessageRecord, PendingFile } from '@/shared/chat';
import { useProtectedFileUrl } from '@/shared/chat';
import { originalName } from '@/features/chat/lib/file-rules';
import { ImageViewer } from './image-viewer';

const THUMB = '320x320f';

const imageStyle = {
  display: 'block',
  width: '100%',
  maxHeight: 320,
  objectFit: 'cover',
  borderRadius: '8px',
  // note: literal types, as `sx` takes the word 'cover' rather than any string.
} as const;

/** A stored picture as a thumbnail that opens full size. */
export function ImageThumb(props: { record: MessageRecord; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const thumb = useProtectedFileUrl(props.record, props.name, THUMB);
  const full = useProtectedFileUrl(props.record, props.name);
  const name = originalName(props.name);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('chat.message.openImage', { name })}
        sx={{ borderRadius: 2, display: 'block', minHeight: 80, bgcolor: 'action.hover' }}
      >
        {thumb && <Box component="img" src={thumb} alt={name} loading="lazy" sx={imageStyle} />}
      </ButtonBase>
      <ImageViewer open={open} url={full} name={name} onClose={() => setOpen(false)} />
    </>
  );
}

/** A picture still on its way, shown from the local file. */
export function PendingImage({ file }: { file: PendingFile }) {
  return (
    <Box
      component="img"
      src={file.previewUrl}
      alt={file.name}
      sx={{ ...imageStyle, opacity: 0.7 }}
    />
  );
}
