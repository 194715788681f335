import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { MessageRecord, PendingFile } from '@/shared/chat';
import { useProtectedFileUrl } from '@/shared/chat';
import { formatSize, originalName } from '@/features/chat/lib/file-rules';

function FileBox(props: { children: ReactNode; size?: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        borderRadius: 2,
        bgcolor: 'action.hover',
        minWidth: 0,
      }}
    >
      <InsertDriveFileOutlined aria-hidden="true" />
      <Box sx={{ minWidth: 0 }}>
        {props.children}
        {props.size && (
          <Typography variant="caption" component="div" sx={{ opacity: 0.75 }}>
            {props.size}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** A stored file as a download: its name (the server serves it as an attachment). */
export function FileLink(props: { record: MessageRecord; name: string }) {
  const { t } = useTranslation();
  const url = useProtectedFileUrl(props.record, props.name);
  const name = originalName(props.name);
  return (
    <FileBox>
      <Link
        href={url || undefined}
        download={name}
        target="_blank"
        rel="noopener noreferrer"
        color="inherit"
        aria-label={t('chat.message.download', { name })}
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {name}
      </Link>
    </FileBox>
  );
}

/** A file still on its way: its name and size. */
export function PendingFileLink({ file }: { file: PendingFile }) {
  const { i18n } = useTranslation();
  return (
    <FileBox size={formatSize(file.size, i18n.language)}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
    </FileBox>
  );
}
