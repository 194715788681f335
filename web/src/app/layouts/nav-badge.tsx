import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { pluralKey } from '@/shared/lib/plural';
import { usePendingRequestCount } from '@/shared/social/hooks/use-friendships';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

/**
 * The live count of friend requests waiting, as a badge on the Friends link (for the eye): on the
 * icon's corner, or `inline` after a text label.
 */
export function FriendRequestsBadge(props: { children: ReactNode; inline?: boolean }) {
  const count = usePendingRequestCount();
  return (
    <Badge
      badgeContent={count}
      color="primary"
      max={99}
      data-testid="friend-requests-badge"
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={
        props.inline
          ? {
              alignItems: 'center',
              '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 0.75 },
              '& .MuiBadge-invisible': { display: 'none' },
            }
          : undefined
      }
    >
      {props.children}
    </Badge>
  );
}

/** The same count in words, for screen readers, after the link's name. */
export function FriendRequestsCountText() {
  const { t, i18n } = useTranslation();
  const count = usePendingRequestCount();
  if (count === 0) return null;
  return (
    <VisuallyHidden>
      {t(pluralKey('nav.pendingRequests', count, i18n.language), { count })}
    </VisuallyHidden>
  );
}
