import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { memberPermissions } from './group-roles';

/** What the owner or an admin can do to one member: roles, ownership, removal. */
export function MemberMenu(props: {
  name: string;
  can: ReturnType<typeof memberPermissions>;
  onRole: (role: 'admin' | 'member') => void;
  onMakeOwner: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { can } = props;
  if (!can.promote && !can.demote && !can.remove && !can.makeOwner) return null;
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        edge="end"
        aria-label={t('chat.group.info.memberActions', { name: props.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {can.promote && (
          <MenuItem onClick={pick(() => props.onRole('admin'))}>
            {t('chat.group.info.makeAdmin')}
          </MenuItem>
        )}
        {can.demote && (
          <MenuItem onClick={pick(() => props.onRole('member'))}>
            {t('chat.group.info.removeAdmin')}
          </MenuItem>
        )}
        {can.makeOwner && (
          <MenuItem onClick={pick(props.onMakeOwner)}>{t('chat.group.info.makeOwner')}</MenuItem>
        )}
        {can.remove && (
          <MenuItem onClick={pick(props.onRemove)} sx={{ color: 'error.main' }}>
            {t('chat.group.info.remove')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
