import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useNow } from '@/shared/social/hooks/use-now';
import { formatRelativeTime } from '@/shared/social/relative-time';

/** When a request was sent, in the user's language ("Sent 5 minutes ago"). */
export function RequestSentAt({ created }: { created: string }) {
  const { t, i18n } = useTranslation();
  const when = formatRelativeTime(created, i18n.language, useNow());
  if (!when) return null;
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {t('friends.requestedAt', { when })}
    </Typography>
  );
}
