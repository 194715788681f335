import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';

/** What can be done with a message; only the actions given are offered. */
export interface MessageActions {
  onReply?: () => void;
  onCopy?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** A message's actions behind one button: reply, copy, and for own messages edit and delete. */
export function MessageMenu(props: MessageActions & { className?: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const item = (label: string, icon: ReactNode, action: (() => void) | undefined) =>
    action && (
      <MenuItem
        onClick={() => {
          close();
          action();
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        {label}
      </MenuItem>
    );
  if (!props.onReply && !props.onCopy && !props.onEdit && !props.onDelete) return null;
  return (
    <>
      <IconButton
        size="small"
        className={props.className}
        aria-label={t('chat.message.actions')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {item(t('chat.message.reply'), <ReplyOutlined fontSize="small" />, props.onReply)}
        {item(t('chat.message.copy'), <ContentCopyOutlined fontSize="small" />, props.onCopy)}
        {item(t('chat.message.edit'), <EditOutlined fontSize="small" />, props.onEdit)}
        {item(t('chat.message.delete'), <DeleteOutline fontSize="small" />, props.onDelete)}
      </Menu>
    </>
  );
}
