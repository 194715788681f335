import { CHAT_TITLE_MAX } from '@hearth/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { createGroup } from '@/shared/chat';
import { useFriendships } from '@/shared/social/hooks/use-friendships';
import { FormAlert } from '@/shared/ui/form-alert';
import { chatPath } from '@/features/chat/lib/chat-paths';
import { AvatarPicker } from './avatar-picker';
import { FriendPicker } from './friend-picker';

/** Makes a group from friends: a name, an optional photo, and who is in it. */
export function CreateGroupDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
    >
      <DialogTitle id={`${id}-title`}>{t('chat.group.create.title')}</DialogTitle>
      {props.open && <CreateGroupForm onClose={props.onClose} />}
    </Dialog>
  );
}

function CreateGroupForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { friends } = useFriendships();
  const [title, setTitle] = useState('');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (userId: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!name) return setProblem(t('chat.group.create.nameRequired'));
    if (selected.size === 0) return setProblem(t('chat.group.create.membersRequired'));
    setProblem('');
    setBusy(true);
    try {
      const chatId = await createGroup({
        title: name,
        members: [...selected],
        avatar: avatar ?? undefined,
      });
      onClose();
      await navigate(chatPath(chatId));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 0.5 }}>
        <FormAlert error={error} />
        <AvatarPicker
          file={avatar}
          currentUrl=""
          label={t('chat.group.create.avatar')}
          onChange={setAvatar}
        />
        <TextField
          label={t('chat.group.create.name')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_TITLE_MAX } }}
          helperText={`${title.length} / ${CHAT_TITLE_MAX}`}
        />
        <FriendPicker
          people={friends.map((entry) => entry.person)}
          selected={selected}
          onToggle={toggle}
          empty={t('chat.group.create.noFriends')}
        />
        {problem && (
          <Typography color="error" role="alert">
            {problem}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('chat.group.create.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
