import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { memo, useMemo, useRef, useState } from 'react';
import type { ListRange, VirtuosoHandle } from 'react-virtuoso';
import { Virtuoso } from 'react-virtuoso';
import { useTranslation } from '@/i18n/i18n';
import type { Conversation, DisplayMessage, PinnedMessage } from '@/shared/chat';
import { quickReactions, useMessageReactions, useRecentReactions } from '@/shared/chat';
import type { MessageRow } from '@/features/chat/lib/message-rows';
import { messageRows } from '@/features/chat/lib/message-rows';
import { readReceipts } from '@/features/chat/lib/read-receipts';
import { DaySeparator } from './day-separator';
import { JumpDownButton } from './jump-down-button';
import type { MessageListContext } from './list-context';
import { ListFooter, ListHeader, LogList } from './list-parts';
import { MessageItem } from './message-item';
import { SystemMessage } from './system-message';
import { UnreadDivider } from './unread-divider';
import { useFirstItemIndex } from './use-first-item-index';
import type { JumpRequest } from './use-message-jump';
import { useListView } from './use-list-view';
import { useMessageJump } from './use-message-jump';
import { useRovingFocus } from './use-roving-focus';
import { useSeenMarker } from './use-seen-marker';

/**
 * One row. Memoised: the list redraws its rows whenever one of them changes size (a plugin
 * frame resizing, a preview arriving), and rows whose row and context are the same need not.
 */
const RowView = memo(function RowView({
  row,
  context,
}: {
  row: MessageRow;
  context: MessageListContext;
}) {
  switch (row.kind) {
    case 'day':
      return <DaySeparator ms={row.ms} />;
    case 'unread':
      return <UnreadDivider />;
    case 'message':
      return row.message.record?.kind === 'system' ? (
        <SystemMessage record={row.message.record} summary={context.summary} me={context.me} />
      ) : (
        <MessageItem
          message={row.message}
          continued={row.continued}
          continuedBelow={row.continuedBelow}
          context={context}
        />
      );
  }
});

/** What the list does with a message: the screen's side of replying, editing, deleting, jumping. */
export interface MessageListActions {
  onReply: (message: DisplayMessage) => void;
  onEdit: (message: DisplayMessage) => void;
  onDelete: (message: DisplayMessage) => void;
  /** Asks to show a message (a reply's quote was opened). */
  onJump: (messageId: string) => void;
  onJumpDone: (request: JumpRequest) => void;
}

/**
 * The conversation, virtualised: opens at the message asked for (once its page is loaded), else
 * at the first unread message; loads older pages at the top without moving what is on screen,
 * follows new messages only while at the bottom (or when the user sends one), offers a jump down
 * with the count of new messages below, and shows the message of `jumpTo` (loading its page when
 * needed), highlighted for a moment.
 */
export function MessageList(
  props: MessageListActions & {
    conversation: Conversation;
    me: string;
    pins: readonly PinnedMessage[];
    jumpTo: JumpRequest | null;
  },
) {
  const { t } = useTranslation();
  const { conversation, me } = props;
  const { messages, firstUnreadSeq, summary } = conversation;
  const chatId = summary?.chat.id ?? '';
  const rows = useMemo(() => messageRows(messages, firstUnreadSeq), [messages, firstUnreadSeq]);
  const firstItemIndex = useFirstItemIndex(rows);
  const view = useListView(rows, props.jumpTo);
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  // Whether the list has reported being at the bottom, and how many rows it had when its height
  // last changed (see `onHeightChange`).
  const atBottomNow = useRef(false);
  const heightRows = useRef(rows.length);
  // The newest message that has been on screen: anything newer below it is new to the user.
  const [shownSeq, setShownSeq] = useState(0);
  const markVisible = useSeenMarker(conversation.markSeen);
  const receipts = readReceipts(conversation, me);
  const reactions = useMessageReactions(chatId, messages);
  const recent = useRecentReactions();
  const scrollToIndex = (index: number) =>
    virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'auto' });
  const roving = useRovingFocus(rows, scrollToIndex);
  const highlighted = useMessageJump({
    chatId,
    request: props.jumpTo,
    rows,
    scrollToIndex,
    focusKey: roving.focusKey,
    onDone: props.onJumpDone,
  });

  const context: MessageListContext = {
    summary,
    me,
    group: summary?.chat.kind === 'group',
    ...receipts,
    hasOlder: conversation.hasOlder,
    loadingOlder: conversation.loadingOlder,
    label: t('chat.conversation.log'),
    empty: rows.length === 0,
    reactions,
    quickReactions: quickReactions(recent),
    pinOf: (recordId) => props.pins.find((pin) => pin.message === recordId) ?? null,
    highlighted,
    tabStop: roving.tabStop,
    registerItem: roving.registerItem,
    moveFocus: roving.moveFocus,
    focused: roving.focused,
    findMessage: (recordId) => messages.find((message) => message.record?.id === recordId) ?? null,
    openMessage: props.onJump,
    reply: props.onReply,
    edit: props.onEdit,
    remove: props.onDelete,
  };

  const onRange = (range: ListRange) => {
    const start = range.startIndex - firstItemIndex;
    const end = range.endIndex - firstItemIndex;
    roving.setRange({ start, end });
    const last = rows
      .slice(start, end + 1)
      .findLast((row) => row.kind === 'message' && row.message.seq !== null);
    if (last?.kind !== 'message') return;
    markVisible(last.message);
    const seq = last.message.seq ?? 0;
    setShownSeq((shown) => Math.max(shown, seq));
  };

  // Reactions and link previews arrive after their messages: what grows on screen while the user
  // is at the bottom must not push the newest messages down under the composer. (New rows are
  // followed by `followOutput`.)
  const onHeightChange = () => {
    const sameRows = heightRows.current === rows.length;
    heightRows.current = rows.length;
    if (sameRows && atBottomNow.current && !props.jumpTo) {
      virtuoso.current?.scrollTo({ top: Number.MAX_SAFE_INTEGER });
    }
  };
  const onAtBottom = (bottom: boolean) => {
    atBottomNow.current = bottom;
    setAtBottom(bottom);
  };

  const lastRow = rows.at(-1);
  const justSent =
    lastRow?.kind === 'message' &&
    lastRow.message.author === me &&
    lastRow.message.delivery === 'sending';
  const newBelow = messages.filter(
    (message) => message.author !== me && message.seq !== null && message.seq > shownSeq,
  ).length;

  return (
    <Box
      sx={{ flex: 1, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}
    >
      {view.initial === null ? (
        <Box
          role="status"
          aria-label={t('chat.conversation.loading')}
          sx={{ flex: 1, display: 'grid', placeItems: 'center' }}
        >
          <CircularProgress aria-hidden="true" />
        </Box>
      ) : (
        <Virtuoso<MessageRow, MessageListContext>
          key={view.key}
          ref={virtuoso}
          data={rows}
          context={context}
          firstItemIndex={firstItemIndex}
          initialTopMostItemIndex={view.initial}
          computeItemKey={(_, row) => row.key}
          itemContent={(_, row, rowContext) => <RowView row={row} context={rowContext} />}
          components={{ List: LogList, Header: ListHeader, Footer: ListFooter }}
          startReached={() => {
            if (conversation.hasOlder && !conversation.loadingOlder) void conversation.loadOlder();
          }}
          followOutput={(bottom) => (bottom || justSent ? 'smooth' : false)}
          atBottomStateChange={onAtBottom}
          totalListHeightChanged={onHeightChange}
          atBottomThreshold={64}
          rangeChanged={onRange}
          increaseViewportBy={{ top: 600, bottom: 200 }}
          style={{ flex: 1 }}
        />
      )}
      {!atBottom && (
        <JumpDownButton
          count={shownSeq > 0 ? newBelow : 0}
          onJump={() =>
            virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'smooth' })
          }
        />
      )}
    </Box>
  );
}
