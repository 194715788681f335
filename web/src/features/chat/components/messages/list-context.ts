import type {
  ChatMemberRecord,
  ChatSummary,
  DisplayMessage,
  MessageReactions,
  PinnedMessage,
} from '@/shared/chat';

/** Where the keyboard moves from a focused message. */
export type FocusMove = 'previous' | 'next' | 'first' | 'last';

/** What every row of the message list needs besides its own message. */
export interface MessageListContext {
  summary: ChatSummary | null;
  me: string;
  group: boolean;
  /** Own messages up to this `seq` have been read by someone. */
  seenSeq: number;
  /** The own message that shows "Seen", and by whom. */
  seenKey: string | null;
  seenMembers: readonly ChatMemberRecord[];
  hasOlder: boolean;
  loadingOlder: boolean;
  label: string;
  /** No rows yet: the list must still be visible (see `LogList`). */
  empty: boolean;
  /** The reactions on the loaded messages, by message id. */
  reactions: MessageReactions;
  /** The quick reactions: the user's recent ones, topped up with the defaults. */
  quickReactions: readonly string[];
  /** The pin of a message, if it is pinned. */
  pinOf: (recordId: string) => PinnedMessage | null;
  /** The message just jumped to (its record id), shown highlighted for a moment. */
  highlighted: string | null;
  /** The one message the Tab key reaches (roving focus); the arrow keys move between them. */
  tabStop: string | null;
  registerItem: (key: string, element: HTMLElement | null) => void;
  moveFocus: (fromKey: string, move: FocusMove) => void;
  focused: (key: string) => void;
  findMessage: (recordId: string) => DisplayMessage | null;
  openMessage: (recordId: string) => void;
  reply: (message: DisplayMessage) => void;
  edit: (message: DisplayMessage) => void;
  remove: (message: DisplayMessage) => void;
}
