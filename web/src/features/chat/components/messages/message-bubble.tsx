import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, DisplayMessage } from '@/shared/chat';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { mentionedPeople } from '@/features/chat/lib/mentioned-people';
import { PluginMessageBody } from '../plugins/plugin-message-body';
import { BubbleBody } from './body/bubble-body';
import { BubbleFooter } from './body/bubble-footer';
import { bubbleStyle } from './body/bubble-style';

const NOBODY: readonly string[] = [];

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
  /** The chat, whose members' nicknames show the message's mentions. */
  summary?: ChatSummary | null;
  /** The signed-in user's id: their mentions stand out, and so does a bubble that mentions them. */
  me?: string;
}) {
  const { t } = useTranslation();
  const { message, mine, summary = null, me = '' } = props;
  const deleted = message.record?.deleted === true;
  const ids = message.record?.mentions ?? NOBODY;
  const mentioned = useMemo(() => mentionedPeople(summary, ids), [summary, ids]);
  const mentionsMe = !deleted && me !== '' && ids.includes(me);
  const pending = message.delivery === 'sending' && message.progress === null;
  const shape = { mine, continued: props.continued, continuedBelow: props.continuedBelow };
  return (
    <Box
      data-message={message.key}
      data-delivery={message.delivery}
      data-mentions-me={mentionsMe || undefined}
      sx={(theme) => bubbleStyle(theme, { ...shape, pending, mentionsMe })}
    >
      {props.author ? (
        <Typography variant="caption" component="div" color="secondary" sx={{ fontWeight: 700 }}>
          {props.author}
        </Typography>
      ) : (
        <VisuallyHidden>{props.spokenAuthor}: </VisuallyHidden>
      )}
      {mentionsMe && <VisuallyHidden>{t('chat.format.mentionsYou')}: </VisuallyHidden>}
      {props.quote}
      {deleted ? (
        <Typography component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
          {t('chat.message.deleted')}
        </Typography>
      ) : message.record?.kind === 'plugin' ? (
        <PluginMessageBody record={message.record} summary={summary} me={me} />
      ) : (
        <BubbleBody message={message} mine={mine} mentioned={mentioned} me={me} />
      )}
      <BubbleFooter message={message} mine={mine} seen={props.seen} />
    </Box>
  );
}
