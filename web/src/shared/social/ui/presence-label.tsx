import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useNow } from '../hooks/use-now';
import type { PresenceEntry } from '../presence-store';
import { formatRelativeTime } from '../relative-time';

/** A person's presence in words ("Online", "Last seen 5 minutes ago"); nothing when unknown. */
export function PresenceLabel({ presence }: { presence: PresenceEntry | undefined }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (!presence) return null;
  const lastSeen =
    presence.state === 'offline' ? formatRelativeTime(presence.lastSeen, i18n.language, now) : null;
  return (
    <Typography
      component="span"
      variant="body2"
      color="text.secondary"
      data-presence={presence.state}
      sx={{ display: 'block' }}
    >
      {lastSeen ? t('presence.lastSeen', { when: lastSeen }) : t(`presence.${presence.state}`)}
    </Typography>
  );
}
