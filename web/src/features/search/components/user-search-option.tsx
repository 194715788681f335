import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes } from 'react';
import type { UserRecord } from '@/shared/lib/user-record';
import { avatarThumbUrl } from '@/shared/lib/user-images';

/** One match in the user search's list: avatar and nickname (`optionProps` come from MUI). */
export function UserSearchOption(props: {
  optionProps: HTMLAttributes<HTMLLIElement>;
  user: UserRecord;
}) {
  return (
    <Box component="li" {...props.optionProps} sx={{ display: 'flex', gap: 1.5 }}>
      <Avatar src={avatarThumbUrl(props.user)} alt="" sx={{ width: 32, height: 32 }} />
      <Typography noWrap>{props.user.nickname}</Typography>
    </Box>
  );
}
