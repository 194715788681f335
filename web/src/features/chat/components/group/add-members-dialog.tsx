import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { addMembers } from '@/shared/chat';
import { useFriendships } from '@/shared/social/hooks/use-friendships';
import { useAsyncAction } from '@/features/chat/hooks/use-async-action';
import { FriendPicker } from './friend-picker';

/** Adds friends who are not in the group yet. */
export function AddMembersDialog(props: {
  open: boolean;
  summary: ChatSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { friends } = useFriendships();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { busy, run } = useAsyncAction();
  const inGroup = new Set(props.summary.members.map((member) => member.user));
  const people = friends.map((entry) => entry.person).filter((person) => !inGroup.has(person.id));
  const close = () => {
    setSelected(new Set());
    props.onClose();
  };
  const toggle = (userId: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });
  const submit = async () => {
    if (await run(() => addMembers(props.summary.chat.id, [...selected]))) close();
  };
  return (
    <Dialog open={props.open} onClose={close} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('chat.group.add.title')}</DialogTitle>
      <DialogContent>
        <FriendPicker
          people={people}
          selected={selected}
          onToggle={toggle}
          empty={t('chat.group.add.noneLeft')}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || selected.size === 0}
          onClick={() => void submit()}
        >
          {t('chat.group.add.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
