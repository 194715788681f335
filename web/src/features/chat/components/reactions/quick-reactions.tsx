import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useTranslation } from '@/i18n/i18n';
import type { MenuAnchor } from '../messages/menu-anchor';
import { anchorProps } from '../messages/menu-anchor';

/** The row of quick reactions a message's react button opens, and the way to the full picker. */
export function QuickReactions(props: {
  anchor: MenuAnchor | null;
  reactions: readonly string[];
  onClose: () => void;
  onReact: (emoji: string) => void;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  const choose = (action: () => void) => () => {
    props.onClose();
    action();
  };
  return (
    <Popover
      open={props.anchor !== null}
      onClose={props.onClose}
      {...anchorProps(props.anchor)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ paper: { sx: { borderRadius: 999 } } }}
    >
      <Box role="group" aria-label={t('chat.menu.addReaction')} sx={{ display: 'flex', p: 0.5 }}>
        {props.reactions.map((emoji) => (
          <IconButton
            key={emoji}
            aria-label={t('chat.menu.quickReact', { emoji })}
            onClick={choose(() => props.onReact(emoji))}
            sx={{ fontSize: 22, width: 40, height: 40 }}
          >
            {emoji}
          </IconButton>
        ))}
        <IconButton aria-label={t('chat.menu.moreReactions')} onClick={choose(props.onMore)}>
          <AddReactionOutlined />
        </IconButton>
      </Box>
    </Popover>
  );
}
