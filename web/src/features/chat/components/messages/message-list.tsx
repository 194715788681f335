import Box from '@mui/material/Box';
import { useMemo, useRef, useState } from 'react';
import type { IndexLocationWithAlign, ListRange, VirtuosoHandle } from 'react-virtuoso';
import { Virtuoso } from 'react-virtuoso';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import type { MessageRow } from '@/features/chat/lib/message-rows';
import { messageRows } from '@/features/chat/lib/message-rows';
import type { Conversation } from '@/shared/chat';
import { DaySeparator } from './day-separator';
import { JumpDownButton } from './jump-down-button';
import type { MessageListContext } from './list-context';
import { ListFooter, ListHeader, LogList } from './list-parts';
import { MessageItem } from './message-item';
import { SystemMessage } from './system-message';
import { UnreadDivider } from './unread-divider';
import { useFirstItemIndex } from './use-first-item-index';
import { readReceipts } from '@/features/chat/lib/read-receipts';
import { useSeenMarker } from './use-seen-marker';

/** Where the list opens: at the "new messages" divider, else at the newest message. */
function initialLocation(rows: readonly MessageRow[]): IndexLocationWithAlign {
  const unread = rows.findIndex((row) => row.kind === 'unread');
  if (unread >= 0) return { index: unread, align: 'start' };
  return { index: Math.max(0, rows.length - 1), align: 'end' };
}

function RowView({ row, context }: { row: MessageRow; context: MessageListContext }) {
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
}

/**
 * The conversation, virtualised: opens at the first unread message, loads older pages at the
 * top without moving what is on screen, follows new messages only while at the bottom (or when
 * the user sends one), and offers a jump down with the count of new messages below.
 */
export function MessageList(props: {
  conversation: Conversation;
  me: string;
  onReply: (message: DisplayMessage) => void;
  onEdit: (message: DisplayMessage) => void;
  onDelete: (message: DisplayMessage) => void;
}) {
  const { t } = useTranslation();
  const { conversation, me } = props;
  const { messages, firstUnreadSeq, summary } = conversation;
  const rows = useMemo(() => messageRows(messages, firstUnreadSeq), [messages, firstUnreadSeq]);
  const firstItemIndex = useFirstItemIndex(rows);
  const [initial] = useState(() => initialLocation(rows));
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  // The newest message that has been on screen: anything newer below it is new to the user.
  const [shownSeq, setShownSeq] = useState(0);
  const markVisible = useSeenMarker(conversation.markSeen);
  const receipts = readReceipts(conversation, me);

  const dataIndexOf = (recordId: string) =>
    rows.findIndex((row) => row.kind === 'message' && row.message.record?.id === recordId);

  const context: MessageListContext = {
    summary,
    me,
    group: summary?.chat.kind === 'group',
    ...receipts,
    hasOlder: conversation.hasOlder,
    loadingOlder: conversation.loadingOlder,
    label: t('chat.conversation.log'),
    empty: rows.length === 0,
    findMessage: (recordId) => {
      const row = rows[dataIndexOf(recordId)];
      return row?.kind === 'message' ? row.message : null;
    },
    openMessage: (recordId) => {
      const index = dataIndexOf(recordId);
      if (index >= 0) {
        virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'smooth' });
      }
    },
    reply: props.onReply,
    edit: props.onEdit,
    remove: props.onDelete,
  };

  const onRange = (range: ListRange) => {
    const visible = rows.slice(
      range.startIndex - firstItemIndex,
      range.endIndex - firstItemIndex + 1,
    );
    const last = visible.findLast((row) => row.kind === 'message' && row.message.seq !== null);
    if (last?.kind !== 'message') return;
    markVisible(last.message);
    const seq = last.message.seq ?? 0;
    setShownSeq((shown) => Math.max(shown, seq));
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
      <Virtuoso<MessageRow, MessageListContext>
        ref={virtuoso}
        data={rows}
        context={context}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={initial}
        computeItemKey={(_, row) => row.key}
        itemContent={(_, row, rowContext) => <RowView row={row} context={rowContext} />}
        components={{ List: LogList, Header: ListHeader, Footer: ListFooter }}
        startReached={() => {
          if (conversation.hasOlder && !conversation.loadingOlder) void conversation.loadOlder();
        }}
        followOutput={(bottom) => (bottom || justSent ? 'smooth' : false)}
        atBottomStateChange={setAtBottom}
        atBottomThreshold={64}
        rangeChanged={onRange}
        increaseViewportBy={{ top: 600, bottom: 200 }}
        style={{ flex: 1 }}
      />
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
