import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { avatarThumbUrl } from '@/shared/lib/user-images';
import type { MentionListState } from './use-mention-completion';

/**
 * The people an `@` can mention, above the message box. Focus stays in the box, which points at
 * the active option (`aria-activedescendant`); the pointer picks without taking focus away.
 */
export function MentionList({ list }: { list: MentionListState }) {
  const { t } = useTranslation();
  const activeId = list.optionId(list.active);
  useEffect(() => {
    // note: jsdom has no scrollIntoView; browsers all do.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return (
    <Paper
      elevation={8}
      id={list.id}
      role="listbox"
      aria-label={t('chat.mentions.suggestions')}
      sx={{
        position: 'absolute',
        bottom: '100%',
        insetInline: 0,
        mb: 1,
        maxHeight: 280,
        overflowY: 'auto',
        zIndex: 'tooltip',
        py: 0.5,
      }}
    >
      {list.options.map((user, index) => (
        <Box
          key={user.id}
          id={list.optionId(index)}
          role="option"
          aria-selected={index === list.active}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== list.active && list.onHover(index)}
          onClick={() => list.onPick(user)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 0.75,
            cursor: 'pointer',
            '&[aria-selected="true"]': { bgcolor: 'action.selected' },
          }}
        >
          <Avatar src={avatarThumbUrl(user)} alt="" sx={{ width: 28, height: 28 }} />
          <Typography noWrap>{user.nickname}</Typography>
        </Box>
      ))}
    </Paper>
  );
}
