import type { PersonCard } from '@hearth/shared';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { avatarThumbUrl } from '@/shared/lib/user-images';

/** One match in the people search's list: avatar, nickname and how the user stands with them. */
export function UserSearchOption(props: {
  optionProps: HTMLAttributes<HTMLLIElement>;
  person: PersonCard;
  /** In px; 32 in the navbar's list, larger where the list has a screen of its own. */
  avatarSize?: number;
}) {
  const { t } = useTranslation();
  const { relationship } = props.person;
  const size = props.avatarSize ?? 32;
  const known =
    relationship === 'friends' ||
    relationship === 'outgoing' ||
    relationship === 'incoming' ||
    relationship === 'blocked';
  return (
    <Box component="li" {...props.optionProps} sx={{ display: 'flex', gap: 1.5 }}>
      <Avatar src={avatarThumbUrl(props.person)} alt="" sx={{ width: size, height: size }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap>{props.person.nickname}</Typography>
        {known && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {t(`search.relationship.${relationship}`)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
