import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import type { ChatSummary } from '@/shared/chat';
import { useProtectedFileUrl } from '@/shared/chat';
import type { PresenceEntry } from '@/shared/social/presence-store';
import { personOf } from '@/shared/social/social-records';
import { PresenceAvatar } from '@/shared/social/ui/presence-avatar';

/** A group's photo (a protected file), or a group icon while it has none. */
export function GroupAvatar(props: { summary: ChatSummary; size?: number }) {
  const { chat } = props.summary;
  const url = useProtectedFileUrl(chat.avatar ? chat : null, chat.avatar, '100x100');
  const size = props.size ?? 48;
  return (
    <Avatar
      src={url || undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
    >
      <GroupsOutlined sx={{ fontSize: size * 0.55 }} />
    </Avatar>
  );
}

/** A chat's picture: the group's photo, or the other person's avatar with their presence. */
export function ChatAvatar(props: {
  summary: ChatSummary;
  presence?: PresenceEntry;
  size?: number;
}) {
  const { summary } = props;
  if (summary.chat.kind === 'group') return <GroupAvatar summary={summary} size={props.size} />;
  if (!summary.peer) {
    return <Avatar alt="" sx={{ width: props.size ?? 48, height: props.size ?? 48 }} />;
  }
  return (
    <PresenceAvatar
      person={personOf(summary.peer)}
      presence={props.presence}
      size={props.size ?? 48}
    />
  );
}
