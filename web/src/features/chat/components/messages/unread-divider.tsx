import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';

/** Where the messages that were unread when the chat opened begin. */
export function UnreadDivider() {
  const { t } = useTranslation();
  return (
    <Divider sx={{ py: 1, px: 2, '&::before, &::after': { borderColor: 'primary.main' } }}>
      <Typography variant="caption" color="primary" sx={{ fontWeight: 700 }}>
        {t('chat.conversation.unreadDivider')}
      </Typography>
    </Divider>
  );
}
