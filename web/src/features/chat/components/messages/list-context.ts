import type { ChatMemberRecord, ChatSummary, DisplayMessage } from '@/shared/chat';

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
  findMessage: (recordId: string) => DisplayMessage | null;
  openMessage: (recordId: string) => void;
  reply: (message: DisplayMessage) => void;
  edit: (message: DisplayMessage) => void;
  remove: (message: DisplayMessage) => void;
}
