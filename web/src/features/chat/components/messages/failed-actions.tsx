import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import { discardMessage, retryMessage } from '@/shared/chat';
import { useErrorText } from '@/shared/hooks/use-error-text';

/** Under a message the server refused or never got: why, and Retry or Delete. */
export function FailedActions({ message }: { message: DisplayMessage }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const why = message.error ? errorText(message.error) : '';
  return (
    <Box
      role="group"
      aria-label={t('chat.message.failed')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 0.5,
        mt: 0.5,
        justifyContent: 'flex-end',
      }}
    >
      <ErrorOutline color="error" sx={{ fontSize: 18 }} aria-hidden="true" />
      <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
        {t('chat.message.failed')}
        {why && ` — ${why}`}
      </Typography>
      <Button size="small" onClick={() => retryMessage(message.key)}>
        {t('chat.message.retry')}
      </Button>
      <Button size="small" color="error" onClick={() => discardMessage(message.key)}>
        {t('chat.message.discard')}
      </Button>
    </Box>
  );
}
