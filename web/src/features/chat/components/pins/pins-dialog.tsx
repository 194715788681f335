import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, DisplayMessage, PinnedMessage } from '@/shared/chat';
import { unpinMessage } from '@/shared/chat';
import { notify } from '@/shared/ui/notify';
import { personName } from '@/features/chat/lib/message-words';
import { pinnedRecord, pinnedText } from './pin-text';

/** Characters of a pin's text named by its unpin button. */
const SPOKEN_TEXT = 40;

/** Every pin of the chat, newest first: each jumps to its message; unpinning when allowed. */
export function PinsDialog(props: {
  open: boolean;
  onClose: () => void;
  pins: readonly PinnedMessage[];
  messages: readonly DisplayMessage[];
  summary: ChatSummary;
  me: string;
  canUnpin: boolean;
  onOpen: (messageId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const unpin = (pin: PinnedMessage) =>
    void unpinMessage(pin).catch(() => notify.error(t('chat.actionFailed')));
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={id} fullWidth maxWidth="xs">
      <DialogTitle id={id}>{t('chat.pins.title')}</DialogTitle>
      <List sx={{ pt: 0 }}>
        {props.pins.map((pin) => {
          const record = pinnedRecord(pin, props.messages);
          const text = pinnedText(record, t);
          const author = record ? personName(props.summary, record.author, props.me, t) : '';
          return (
            <ListItem
              key={pin.id}
              disablePadding
              secondaryAction={
                props.canUnpin && (
                  <IconButton
                    edge="end"
                    aria-label={t('chat.pins.unpin', { text: text.slice(0, SPOKEN_TEXT) })}
                    onClick={() => unpin(pin)}
                  >
                    <PushPinOutlined />
                  </IconButton>
                )
              }
            >
              <ListItemButton
                onClick={() => {
                  props.onClose();
                  props.onOpen(pin.message);
                }}
              >
                <ListItemText
                  primary={author}
                  secondary={text}
                  slotProps={{ secondary: { noWrap: true } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <DialogActions>
        <Button onClick={props.onClose}>{t('chat.pins.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
