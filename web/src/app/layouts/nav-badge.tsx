import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { pluralKey } from '@/shared/lib/plural';
import { useUnreadTotal } from '@/shared/chat';
import { usePendingRequestCount } from '@/shared/social/hooks/use-friendships';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

/** A badge after a text label rather than on an icon's corner. */
const INLINE = {
  alignItems: 'center',
  '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 0.75 },
  '& .MuiBadge-invisible': { display: 'none' },
};

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
      sx={props.inline ? INLINE : undefined}
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

/** The live count of unread messages, as a badge on the Chat link (for the eye). */
export function ChatUnreadBadge(props: { children: ReactNode; inline?: boolean }) {
  const count = useUnreadTotal();
  return (
    <Badge
      badgeContent={count}
      color="primary"
      max={99}
      data-testid="chat-unread-badge"
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={props.inline ? INLINE : undefined}
    >
      {props.children}
    </Badge>
  );
}

/** The unread count in words, for screen readers, after the link's name. */
export function ChatUnreadCountText() {
  const { t, i18n } = useTranslation();
  const count = useUnreadTotal();
  if (count === 0) return null;
  return (
    <VisuallyHidden>
      {t(pluralKey('chat.list.unread', count, i18n.language), { count })}
    </VisuallyHidden>
  );
}
