import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '@/i18n/i18n';
import { hidePreview } from '@/shared/chat';
import { useAsyncAction } from '@/features/chat/hooks/use-async-action';

/** The author's "remove preview": the card goes once the message's update comes back. */
export function RemovePreviewButton({ messageId }: { messageId: string }) {
  const { t } = useTranslation();
  const { busy, run } = useAsyncAction();
  const label = t('chat.format.removePreview');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        disabled={busy}
        onClick={() => void run(() => hidePreview(messageId))}
        sx={{
          position: 'absolute',
          top: 4,
          right: 4,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
