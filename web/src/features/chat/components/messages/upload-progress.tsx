import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import { discardMessage } from '@/shared/chat';

/** How far a message's files have uploaded, with a way to stop sending it. */
export function UploadProgress({ message }: { message: DisplayMessage }) {
  const { t } = useTranslation();
  const progress = message.progress ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
      <LinearProgress
        variant="determinate"
        value={Math.round(progress * 100)}
        aria-label={t('chat.message.sending')}
        sx={{ flex: 1, borderRadius: 2 }}
      />
      <IconButton
        size="small"
        aria-label={t('chat.message.cancelUpload')}
        onClick={() => discardMessage(message.key)}
      >
        <CloseOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
