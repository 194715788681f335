import type { ReactNode } from 'react';
import {
  ChatUnreadBadge,
  ChatUnreadCountText,
  FriendRequestsBadge,
  FriendRequestsCountText,
} from './nav-badge';

/** A section link's live count as a badge: on the icon's corner, or `inline` after a label. */
export function NavCountBadge(props: {
  kind: 'requests' | 'unread' | undefined;
  inline?: boolean;
  children: ReactNode;
}) {
  if (props.kind === 'requests') {
    return <FriendRequestsBadge inline={props.inline}>{props.children}</FriendRequestsBadge>;
  }
  if (props.kind === 'unread') {
    return <ChatUnreadBadge inline={props.inline}>{props.children}</ChatUnreadBadge>;
  }
  return props.children;
}

/** The same count in words for screen readers. */
export function NavCountText({ kind }: { kind: 'requests' | 'unread' | undefined }) {
  if (kind === 'requests') return <FriendRequestsCountText />;
  if (kind === 'unread') return <ChatUnreadCountText />;
  return null;
}
