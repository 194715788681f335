import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { formatClock, formatFullTime } from '@/features/chat/lib/chat-time';
import { DeliveryMark } from './delivery-mark';
import { MessageAttachments } from './message-attachments';
import { MessageText } from './message-text';

/** One message's bubble: author (in groups), the quote it answers, files, text, and its time. */
export function MessageBubble(props: {
  message: DisplayMessage;
  mine: boolean;
  /** The author's name above the bubble (first message of a run, others in groups). */
  author: string | null;
  /** The author's name for screen readers when it is not shown. */
  spokenAuthor: string;
  continued: boolean;
  continuedBelow: boolean;
  seen: boolean;
  quote?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { message, mine } = props;
  const deleted = message.record?.deleted === true;
  const edited = !deleted && Boolean(message.record?.editedAt);
  const small = 6;
  const big = 18;
  return (
    <Box
      data-message={message.key}
      data-delivery={message.delivery}
      sx={(theme) => ({
        maxWidth: 'min(75%, 560px)',
        minWidth: 0,
        px: 1.5,
        py: 0.75,
        borderRadius: `${big}px`,
        ...(mine
          ? {
              borderTopRightRadius: props.continued ? `${small}px` : `${big}px`,
              borderBottomRightRadius: props.continuedBelow ? `${small}px` : `${big}px`,
              bgcolor: alpha(
                theme.palette.primary.main,
                theme.palette.mode === 'dark' ? 0.24 : 0.12,
              ),
            }
          : {
              borderTopLeftRadius: props.continued ? `${small}px` : `${big}px`,
              borderBottomLeftRadius: props.continuedBelow ? `${small}px` : `${big}px`,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }),
        opacity: message.delivery === 'sending' && message.progress === null ? 0.85 : 1,
      })}
    >
      {props.author ? (
        <Typography variant="caption" component="div" color="secondary" sx={{ fontWeight: 700 }}>
          {props.author}
        </Typography>
      ) : (
        <VisuallyHidden>{props.spokenAuthor}: </VisuallyHidden>
      )}
      {props.quote}
      {deleted ? (
        <Typography component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
          {t('chat.message.deleted')}
        </Typography>
      ) : (
        <>
          <MessageAttachments message={message} />
          {message.text && (
            <Typography component="div" sx={{ mt: message.attachments.length > 0 ? 0.5 : 0 }}>
              <MessageText text={message.text} />
            </Typography>
          )}
        </>
      )}
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 0.5,
          mt: 0.25,
          color: 'text.secondary',
          fontSize: 12,
          lineHeight: 1,
        }}
      >
        {edited && <span>{t('chat.message.edited')}</span>}
        <Tooltip title={formatFullTime(message.created, i18n.language)}>
          <time dateTime={message.created.replace(' ', 'T')}>
            {formatClock(message.created, i18n.language)}
          </time>
        </Tooltip>
        {mine && <DeliveryMark delivery={message.delivery} seen={props.seen} />}
      </Box>
    </Box>
  );
}
