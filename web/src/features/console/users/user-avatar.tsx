import Avatar from '@mui/material/Avatar';
import { useConsoleClient } from '../shell/console-session';
import type { ConsoleUser } from './user-records';

/** A person's avatar as a thumbnail, or the first letter of their nickname. */
export function UserAvatar({ user, size = 40 }: { user: ConsoleUser; size?: number }) {
  const client = useConsoleClient();
  const src = user.avatar
    ? client.files.getURL(user, user.avatar, { thumb: '100x100' })
    : undefined;
  return (
    <Avatar src={src} alt="" sx={{ width: size, height: size }}>
      {[...(user.nickname || user.email)][0]?.toUpperCase()}
    </Avatar>
  );
}
