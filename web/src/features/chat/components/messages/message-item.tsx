import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import { openPersonCard } from '@/shared/social/person-card-request';
import { personOf } from '@/shared/social/social-records';
import { PresenceAvatar } from '@/shared/social/ui/presence-avatar';
import { userOf } from '@/features/chat/lib/chat-people';
import { personName, quoteText } from '@/features/chat/lib/message-words';
import { FailedActions } from './failed-actions';
import type { MessageListContext } from './list-context';
import { MessageBubble } from './message-bubble';
import type { MessageActions } from './message-menu';
import { MessageMenu } from './message-menu';
import { ReplyQuote } from './reply-quote';
import { SeenBy } from './seen-by';
import { UploadProgress } from './upload-progress';

const AVATAR = 32;

/** The actions a message offers: reply to any stored one, and edit or delete own. */
function actionsFor(
  message: DisplayMessage,
  mine: boolean,
  context: MessageListContext,
): MessageActions {
  const record = message.record;
  if (!record || record.deleted || record.kind !== 'text') return {};
  return {
    onReply: () => context.reply(message),
    onCopy: message.text ? () => void navigator.clipboard.writeText(message.text) : undefined,
    onEdit: mine && message.text ? () => context.edit(message) : undefined,
    onDelete: mine ? () => context.remove(message) : undefined,
  };
}

/** A message with what goes around it: the author's avatar, its actions, its delivery. */
export function MessageItem(props: {
  message: DisplayMessage;
  continued: boolean;
  continuedBelow: boolean;
  context: MessageListContext;
}) {
  const { t } = useTranslation();
  const { message, context } = props;
  const mine = message.author === context.me;
  const name = personName(context.summary, message.author, context.me, t);
  const showSide = context.group && !mine;
  const user = showSide ? userOf(context.summary, message.author) : null;
  const replyTarget = message.replyTo ? context.findMessage(message.replyTo) : null;
  const quote = message.replyTo ? (
    <ReplyQuote
      author={
        replyTarget
          ? personName(context.summary, replyTarget.author, context.me, t)
          : t('chat.someone')
      }
      text={quoteText(replyTarget, t)}
      onOpen={replyTarget ? () => context.openMessage(message.replyTo) : undefined}
    />
  ) : null;
  const seen = message.seq !== null && message.seq <= context.seenSeq;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        px: { xs: 1, sm: 2 },
        pt: props.continued ? 0.25 : 1,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 0.5,
          width: '100%',
          flexDirection: mine ? 'row-reverse' : 'row',
          '& .message-menu': { opacity: 0, transition: 'opacity 120ms' },
          '&:hover .message-menu, & .message-menu:focus-visible, & .message-menu[aria-expanded="true"]':
            {
              opacity: 1,
            },
          '@media (hover: none)': { '& .message-menu': { opacity: 0.6 } },
        }}
      >
        {showSide && (
          <Box sx={{ width: AVATAR, flexShrink: 0, mr: 0.5 }}>
            {!props.continuedBelow && user && (
              <ButtonBase
                onClick={() => openPersonCard(personOf(user))}
                aria-label={t('people.openCard', { name })}
                sx={{ borderRadius: '50%' }}
              >
                <PresenceAvatar person={personOf(user)} size={AVATAR} />
              </ButtonBase>
            )}
          </Box>
        )}
        <MessageBubble
          message={message}
          mine={mine}
          author={showSide && !props.continued ? name : null}
          spokenAuthor={name}
          continued={props.continued}
          continuedBelow={props.continuedBelow}
          seen={seen}
          quote={quote}
        />
        <MessageMenu className="message-menu" {...actionsFor(message, mine, context)} />
      </Box>
      {message.delivery === 'sending' && message.progress !== null && (
        <Box sx={{ width: 'min(75%, 320px)' }}>
          <UploadProgress message={message} />
        </Box>
      )}
      {message.delivery === 'failed' && <FailedActions message={message} />}
      {context.seenKey === message.key && (
        <SeenBy members={context.seenMembers} group={context.group} />
      )}
    </Box>
  );
}
