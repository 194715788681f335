import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatMemberRecord } from '@/shared/chat';
import { personOf } from '@/shared/social/social-records';
import { PresenceAvatar } from '@/shared/social/ui/presence-avatar';

/**
 * Under the newest own message someone has read: "Seen" in a direct chat; "Seen by N" in a
 * group, which lists who.
 */
export function SeenBy(props: { members: readonly ChatMemberRecord[]; group: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!props.group) {
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ textAlign: 'end', px: 1 }}
      >
        {t('chat.message.seen')}
      </Typography>
    );
  }
  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-end', color: 'text.secondary', fontSize: 12, py: 0, minHeight: 24 }}
      >
        {t('chat.message.seenBy', { count: props.members.length })}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={id}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={id}>{t('chat.message.seenByTitle')}</DialogTitle>
        <DialogContent>
          <List dense>
            {props.members.map((member) => {
              const user = member.expand?.user;
              return (
                <ListItem key={member.id} disableGutters>
                  <ListItemAvatar>
                    {user ? <PresenceAvatar person={personOf(user)} size={32} /> : null}
                  </ListItemAvatar>
                  <ListItemText primary={user?.nickname ?? t('chat.someone')} />
                </ListItem>
              );
            })}
          </List>
        </DialogContent>
      </Dialog>
    </>
  );
}
