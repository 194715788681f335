import type { PresenceState } from '@hearth/shared';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import type { Theme } from '@mui/material/styles';
import { avatarThumbUrl } from '@/shared/lib/user-images';
import type { PresenceEntry } from '../presence-store';
import type { SocialPerson } from '../social-records';

/** Colour and shape per state: the shape tells them apart without colour, the label in words. */
const DOT: Record<PresenceState, (theme: Theme) => object> = {
  online: (theme) => ({ bgcolor: theme.palette.success.main }),
  idle: (theme) => ({
    bgcolor: 'transparent',
    boxShadow: `inset 0 0 0 3px ${theme.palette.warning.main}`,
  }),
  dnd: (theme) => ({
    bgcolor: theme.palette.error.main,
    '&::after': { content: '""', width: '60%', height: 2, bgcolor: theme.palette.background.paper },
  }),
  offline: (theme) => ({
    bgcolor: 'transparent',
    boxShadow: `inset 0 0 0 2px ${theme.palette.text.disabled}`,
  }),
};

/** A person's avatar with a presence dot (decoration: the state is also written next to it). */
export function PresenceAvatar(props: {
  person: Pick<SocialPerson, 'id' | 'avatar' | 'collectionName'>;
  presence?: PresenceEntry;
  size?: number;
}) {
  const size = props.size ?? 40;
  const state = props.presence?.state;
  const avatar = (
    <Avatar src={avatarThumbUrl(props.person)} alt="" sx={{ width: size, height: size }} />
  );
  if (!state) return avatar;
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      aria-hidden="true"
      data-presence={state}
      sx={(theme) => ({
        '& .MuiBadge-badge': {
          width: Math.max(10, size / 4),
          height: Math.max(10, size / 4),
          borderRadius: '50%',
          border: `2px solid ${theme.palette.background.paper}`,
          boxSizing: 'content-box',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          ...DOT[state](theme),
        },
      })}
    >
      {avatar}
    </Badge>
  );
}
