import type { UserRecord } from '../lib/user-record';
import type { ChatMemberRecord, ChatRecord, MessageRecord } from './chat-records';

/**
 * What the chat screens read from the chat data layer (`web/src/shared/chat/`). The data layer
 * builds these from the records and its outbox; the screens only display them.
 */

/** One row of the chat list. */
export interface ChatSummary {
  chat: ChatRecord;
  /** The signed-in user's membership. */
  me: ChatMemberRecord;
  /** Every member, the signed-in user included, with `expand.user` when visible. */
  members: readonly ChatMemberRecord[];
  /** Direct chats: the other person (null for groups, or while unknown). */
  peer: UserRecord | null;
  /** The newest message, or null for an empty chat. */
  lastMessage: MessageRecord | null;
  /** Others' unread messages. */
  unread: number;
  /** Of those, the ones that mention the signed-in user (the "@" mark). */
  mentions: number;
  /** Whether notifications are muted now. */
  muted: boolean;
  /** When the chat was last active (ISO text): sorts the list, newest first. */
  activeAt: string;
}

/** Where a message is on its way: stored, on its way, or waiting for the user. */
export type DeliveryState = 'sent' | 'sending' | 'failed';

/** A file of a message that is being sent (a local preview until it is stored). */
export interface PendingFile {
  name: string;
  size: number;
  type: string;
  /** An object URL for images, else ''. */
  previewUrl: string;
}

/** A message as the conversation shows it: stored, or still in the outbox. */
export interface DisplayMessage {
  /** Stable across the send: the clientId for own messages, else the record id. */
  key: string;
  /** The stored record; null while the message is only in the outbox. */
  record: MessageRecord | null;
  chat: string;
  author: string;
  text: string;
  /** Stored file names (with `record`), or the files being sent. */
  attachments: readonly string[];
  pendingFiles: readonly PendingFile[];
  replyTo: string;
  /** ISO time; for pending messages, when the user sent it. */
  created: string;
  /** `seq` once stored, else null. */
  seq: number | null;
  delivery: DeliveryState;
  /** Upload progress 0..1 while sending with files, else null. */
  progress: number | null;
  /** Why it failed, when `delivery` is `failed` (an error code or message for `useErrorText`). */
  error: unknown;
}

/** The open conversation. */
export interface ConversationState {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  summary: ChatSummary | null;
  /** Oldest first: stored messages, then the outbox's, in the order they were sent. */
  messages: readonly DisplayMessage[];
  /** Whether older messages remain to load. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The `seq` of the first message that was unread when the chat opened (the divider), or null. */
  firstUnreadSeq: number | null;
  /** Members reading along: who has seen a stored message (receipts; empty while hidden). */
  seenBy(message: DisplayMessage): readonly ChatMemberRecord[];
}
