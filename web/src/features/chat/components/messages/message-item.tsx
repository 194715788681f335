import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import { groupReactions } from '@/shared/chat';
import { openPersonCard } from '@/shared/social/person-card-request';
import { ReportDialog } from '@/shared/moderation/report-dialog';
import { personOf } from '@/shared/social/social-records';
import { PresenceAvatar } from '@/shared/social/ui/presence-avatar';
import { userOf } from '@/features/chat/lib/chat-people';
import { personName, quoteText } from '@/features/chat/lib/message-words';
import { QuickReactions } from '../reactions/quick-reactions';
import { ReactionChips } from '../reactions/reaction-chips';
import { ReactionPicker } from '../reactions/reaction-picker';
import { FailedActions } from './failed-actions';
import type { FocusMove, MessageListContext } from './list-context';
import type { MenuAnchor } from './menu-anchor';
import { MessageBubble } from './message-bubble';
import { articleSx, ROW_SX } from './message-item-style';
import { hasActions, MessageMenu } from './message-menu';
import { MessageTools } from './message-tools';
import { ReplyQuote } from './reply-quote';
import { SeenBy } from './seen-by';
import { UploadProgress } from './upload-progress';
import { useMessageActions } from './use-message-actions';
import { useMessageMenu } from './use-message-menu';

const AVATAR = 32;
// The avatar's column and the gaps beside it: what the reactions under a group message skip.
const AVATAR_COLUMN_PX = AVATAR + 8;
const MOVES: Partial<Record<string, FocusMove>> = {
  ArrowUp: 'previous',
  ArrowDown: 'next',
  Home: 'first',
  End: 'last',
};
/** The author's avatar beside others' messages in groups, opening their card. */
function Side(props: { message: DisplayMessage; context: MessageListContext; show: boolean }) {
  const { t } = useTranslation();
  const { message, context } = props;
  const user = userOf(context.summary, message.author);
  const name = personName(context.summary, message.author, context.me, t);
  return (
    <Box sx={{ width: AVATAR, flexShrink: 0, mr: 0.5 }}>
      {props.show && user && (
        <ButtonBase
          onClick={() => openPersonCard(personOf(user))}
          aria-label={t('people.openCard', { name })}
          sx={{ borderRadius: '50%' }}
        >
          <PresenceAvatar person={personOf(user)} size={AVATAR} />
        </ButtonBase>
      )}
    </Box>
  );
}

function Quote({ message, context }: { message: DisplayMessage; context: MessageListContext }) {
  const { t } = useTranslation();
  const target = context.findMessage(message.replyTo);
  const author = target
    ? personName(context.summary, target.author, context.me, t)
    : t('chat.someone');
  return (
    <ReplyQuote
      author={author}
      text={quoteText(target, t)}
      onOpen={() => context.openMessage(message.replyTo)}
    />
  );
}

/**
 * A message with what goes around it: the author's avatar, its reactions, its menu (by button,
 * right click, long press or the context-menu key), its delivery. The arrow keys move between
 * messages.
 */
export function MessageItem(props: {
  message: DisplayMessage;
  continued: boolean;
  continuedBelow: boolean;
  context: MessageListContext;
}) {
  const { t } = useTranslation();
  const { message, context } = props;
  const mine = message.author === context.me;
  const [picker, setPicker] = useState<MenuAnchor | null>(null);
  const [quick, setQuick] = useState<MenuAnchor | null>(null);
  const menu = useMessageMenu(message.record !== null);
  const [reporting, setReporting] = useState(false);
  const actions = useMessageActions(
    message,
    context,
    () => setPicker(menu.anchor),
    () => setReporting(true),
  );
  const recordId = message.record?.id ?? '';
  const groups = groupReactions(context.reactions.get(recordId) ?? [], context.me);
  const react = actions.onReact;

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (menu.onKeyDown(event)) return;
    const move = event.target === event.currentTarget ? MOVES[event.key] : undefined;
    if (!move) return;
    event.preventDefault();
    context.moveFocus(message.key, move);
  };

  return (
    <Box sx={{ px: { xs: 0.5, sm: 1.5 }, pt: props.continued ? 0.25 : 1 }}>
      <Box
        ref={(element: HTMLElement | null) => context.registerItem(message.key, element)}
        role="article"
        tabIndex={context.tabStop === message.key ? 0 : -1}
        data-highlighted={context.highlighted === recordId && recordId ? '' : undefined}
        onKeyDown={handleKeyDown}
        onFocus={(event) => event.target === event.currentTarget && context.focused(message.key)}
        sx={(theme) => articleSx(theme, mine)}
      >
        <Box
          {...(hasActions(actions) ? menu.pressHandlers : {})}
          sx={{ ...ROW_SX, flexDirection: mine ? 'row-reverse' : 'row' }}
        >
          {context.group && !mine && (
            <Side message={message} context={context} show={!props.continuedBelow} />
          )}
          <MessageBubble
            message={message}
            mine={mine}
            author={
              context.group && !mine && !props.continued
                ? personName(context.summary, message.author, context.me, t)
                : null
            }
            spokenAuthor={personName(context.summary, message.author, context.me, t)}
            continued={props.continued}
            continuedBelow={props.continuedBelow}
            seen={message.seq !== null && message.seq <= context.seenSeq}
            quote={message.replyTo ? <Quote message={message} context={context} /> : null}
            summary={context.summary}
            me={context.me}
          />
          {hasActions(actions) && (
            <MessageTools
              menuOpen={menu.anchor !== null}
              tabbable={context.tabStop === message.key}
              onMenu={(element) => menu.open({ element })}
              onReact={react && ((element) => setQuick({ element }))}
            />
          )}
        </Box>
        {react && (
          <Box sx={{ width: '100%', pl: context.group && !mine ? `${AVATAR_COLUMN_PX}px` : 0 }}>
            <ReactionChips
              groups={groups}
              summary={context.summary}
              me={context.me}
              alignEnd={mine}
              onToggle={react}
            />
          </Box>
        )}
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
      <MessageMenu
        anchor={menu.anchor}
        onClose={menu.close}
        actions={actions}
        quickReactions={context.quickReactions}
      />
      {react && (
        <QuickReactions
          anchor={quick}
          reactions={context.quickReactions}
          onClose={() => setQuick(null)}
          onReact={react}
          onMore={() => setPicker(quick)}
        />
      )}
      {react && <ReactionPicker anchor={picker} onClose={() => setPicker(null)} onPick={react} />}
      {actions.onReport && (
        <ReportDialog
          target={reporting ? { kind: 'message', message: recordId } : null}
          name={personName(context.summary, message.author, context.me, t)}
          onClose={() => setReporting(false)}
        />
      )}
    </Box>
  );
}
