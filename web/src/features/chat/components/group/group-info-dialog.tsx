import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import {
  deleteGroup,
  leaveChat,
  removeMember,
  setMemberRole,
  transferOwnership,
} from '@/shared/chat';
import { PATHS } from '@/shared/config/paths';
import { useCurrentUser } from '@/shared/lib/session';
import { useAsyncAction } from '@/features/chat/hooks/use-async-action';
import { chatTitle } from '@/features/chat/lib/message-words';
import { AddMembersDialog } from './add-members-dialog';
import type { GroupConfirm } from './group-confirm';
import { GroupConfirmDialog } from './group-confirm';
import { GroupIdentity } from './group-identity';
import { MemberList } from './member-list';

/**
 * The group's details: photo and name, members with their roles and presence, and what the user
 * may do — add and manage members as owner or admin, leave, or (the owner) delete the group.
 */
export function GroupInfoDialog(props: {
  open: boolean;
  summary: ChatSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const me = useCurrentUser()?.id ?? '';
  const { summary } = props;
  const chatId = summary.chat.id;
  const role = summary.me.role;
  const manager = role === 'owner' || role === 'admin';
  const [confirm, setConfirm] = useState<GroupConfirm | null>(null);
  const [adding, setAdding] = useState(false);
  const { busy, run } = useAsyncAction();

  const act = async (chosen: GroupConfirm) => {
    const done = await run(() => {
      if (!('member' in chosen)) {
        return chosen.kind === 'leave' ? leaveChat(chatId) : deleteGroup(chatId);
      }
      return chosen.kind === 'remove'
        ? removeMember(chosen.member.id)
        : transferOwnership(chatId, chosen.member.user);
    });
    if (!done) return;
    setConfirm(null);
    if (chosen.kind === 'leave' || chosen.kind === 'delete') {
      props.onClose();
      await navigate(PATHS.chat);
    }
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={id}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={id}>{t('chat.group.info.title')}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <GroupIdentity key={summary.chat.title} summary={summary} canEdit={manager} />
        <Divider />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 700 }}>
            {t('chat.group.info.members', { count: summary.members.length })}
          </Typography>
          {manager && (
            <Button startIcon={<PersonAddOutlined />} onClick={() => setAdding(true)}>
              {t('chat.group.info.addMembers')}
            </Button>
          )}
        </Box>
        <MemberList
          summary={summary}
          me={me}
          commands={{
            setRole: (member, newRole) => void run(() => setMemberRole(member.id, newRole)),
            makeOwner: (member) => setConfirm({ kind: 'owner', member }),
            remove: (member) => setConfirm({ kind: 'remove', member }),
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button color="error" onClick={() => setConfirm({ kind: 'leave' })}>
          {t('chat.group.info.leave')}
        </Button>
        {role === 'owner' && (
          <Button color="error" onClick={() => setConfirm({ kind: 'delete' })}>
            {t('chat.group.info.delete')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={props.onClose}>
          {t('chat.group.info.close')}
        </Button>
      </DialogActions>
      <GroupConfirmDialog
        confirm={confirm}
        title={chatTitle(summary, t)}
        isOwner={role === 'owner'}
        busy={busy}
        onConfirm={(chosen) => void act(chosen)}
        onClose={() => setConfirm(null)}
      />
      <AddMembersDialog open={adding} summary={summary} onClose={() => setAdding(false)} />
    </Dialog>
  );
}
