import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { MenuAnchor } from './menu-anchor';
import { anchorProps } from './menu-anchor';

/** What can be done with a message; only the actions given are offered. */
export interface MessageActions {
  onReply?: () => void;
  onReact?: (emoji: string) => void;
  onMoreReactions?: () => void;
  onCopy?: () => void;
  onCopyLink?: () => void;
  onEdit?: () => void;
  onPin?: () => void;
  onUnpin?: () => void;
  onDelete?: () => void;
  onReport?: () => void;
}

/** Whether there is anything to offer. */
export function hasActions(actions: MessageActions): boolean {
  return Object.values(actions).some((action) => action !== undefined);
}

// The quick reactions share the menu's one row of keyboard focus, so they are menu items too.
const EMOJI_ITEM = { flex: '0 0 auto', minWidth: 0, px: 1, fontSize: 22, lineHeight: 1.2 };
const WIDE_ITEM = { flexBasis: '100%' };

/**
 * A message's menu, opened by its button, a right click, a long press or the context-menu key:
 * a row of quick reactions on top, then reply, copy, link, edit, pin, delete and report as allowed.
 */
export function MessageMenu(props: {
  anchor: MenuAnchor | null;
  onClose: () => void;
  actions: MessageActions;
  quickReactions: readonly string[];
}) {
  const { t } = useTranslation();
  const { actions, onClose } = props;
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  const item = (label: string, icon: ReactNode, action: (() => void) | undefined) =>
    action && (
      <MenuItem key={label} onClick={run(action)} sx={WIDE_ITEM}>
        <ListItemIcon>{icon}</ListItemIcon>
        {label}
      </MenuItem>
    );
  const { onReact, onMoreReactions } = actions;
  const reactions = onReact
    ? props.quickReactions.map((emoji) => (
        <MenuItem
          key={emoji}
          aria-label={t('chat.menu.quickReact', { emoji })}
          onClick={run(() => onReact(emoji))}
          sx={EMOJI_ITEM}
        >
          {emoji}
        </MenuItem>
      ))
    : [];
  return (
    <Menu
      open={props.anchor !== null}
      onClose={onClose}
      {...anchorProps(props.anchor)}
      slotProps={{
        list: {
          'aria-label': t('chat.message.actions'),
          sx: { display: 'flex', flexWrap: 'wrap', maxWidth: 336 },
        },
      }}
    >
      {reactions}
      {onMoreReactions && (
        <MenuItem
          aria-label={t('chat.menu.moreReactions')}
          onClick={run(onMoreReactions)}
          sx={EMOJI_ITEM}
        >
          <AddReactionOutlined />
        </MenuItem>
      )}
      {onReact && <Divider sx={WIDE_ITEM} />}
      {item(t('chat.message.reply'), <ReplyOutlined fontSize="small" />, actions.onReply)}
      {item(t('chat.message.copy'), <ContentCopyOutlined fontSize="small" />, actions.onCopy)}
      {item(t('chat.menu.copyLink'), <LinkOutlined fontSize="small" />, actions.onCopyLink)}
      {item(t('chat.message.edit'), <EditOutlined fontSize="small" />, actions.onEdit)}
      {item(t('chat.menu.pin'), <PushPinOutlined fontSize="small" />, actions.onPin)}
      {item(t('chat.menu.unpin'), <PushPinOutlined fontSize="small" />, actions.onUnpin)}
      {item(t('chat.message.delete'), <DeleteOutline fontSize="small" />, actions.onDelete)}
      {item(t('report.action'), <FlagOutlined fontSize="small" />, actions.onReport)}
    </Menu>
  );
}
