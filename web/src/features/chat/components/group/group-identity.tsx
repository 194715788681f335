import { CHAT_TITLE_MAX } from '@hearth/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { renameGroup, setGroupAvatar, useProtectedFileUrl } from '@/shared/chat';
import { useAsyncAction } from '@/features/chat/hooks/use-async-action';
import { chatTitle } from '@/features/chat/lib/message-words';
import { AvatarPicker } from './avatar-picker';
import { GroupAvatar } from '../chat-avatar';

/** The group's photo and name: editable by its owner and admins, shown to everyone else. */
export function GroupIdentity({ summary, canEdit }: { summary: ChatSummary; canEdit: boolean }) {
  const { t } = useTranslation();
  const { chat } = summary;
  const [title, setTitle] = useState(chat.title);
  const avatarUrl = useProtectedFileUrl(chat.avatar ? chat : null, chat.avatar, '100x100');
  const { busy, run } = useAsyncAction();
  if (!canEdit) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <GroupAvatar summary={summary} size={64} />
        <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {chatTitle(summary, t)}
        </Typography>
      </Box>
    );
  }
  const name = title.trim();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <AvatarPicker
        file={null}
        currentUrl={avatarUrl}
        label={t('chat.group.create.avatar')}
        disabled={busy}
        onChange={(file) => void run(() => setGroupAvatar(chat.id, file))}
        onRemove={() => void run(() => setGroupAvatar(chat.id, null))}
      />
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (name && name !== chat.title) void run(() => renameGroup(chat.id, name));
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('chat.group.create.name')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: CHAT_TITLE_MAX } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={busy || !name || name === chat.title}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {t('chat.group.info.saveName')}
        </Button>
      </Box>
    </Box>
  );
}
