import type { ChatEvent, LinkPreview } from '@hearth/shared';
import type { UserRecord } from '../lib/user-record';

/** The chat collections (docs/chat-data-model.md; `packages/shared/src/schema/chat.ts`). */
export const CHAT_COLLECTIONS = {
  chats: 'chats',
  members: 'chat_members',
  messages: 'messages',
  reactions: 'reactions',
  pins: 'pins',
} as const;

/** A `chats` record. */
export interface ChatRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  kind: 'direct' | 'group';
  title: string;
  avatar: string;
  owner: string;
  lastMessageAt: string;
  lastSeq: number;
  created: string;
  updated: string;
}

/** A `chat_members` record, with its user expanded when asked for. */
export interface ChatMemberRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  chat: string;
  user: string;
  role: 'owner' | 'admin' | 'member';
  lastRead: string;
  lastReadSeq: number;
  mutedUntil: string;
  created: string;
  updated: string;
  expand?: { user?: UserRecord; chat?: ChatRecord };
}

/** A `messages` record. */
export interface MessageRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  chat: string;
  author: string;
  kind: 'text' | 'system' | 'plugin';
  /** The plain text; a plugin message's fallback for clients without the plugin. */
  text: string;
  attachments: string[];
  clientId: string;
  replyTo: string;
  seq: number;
  editedAt: string;
  deleted: boolean;
  event: ChatEvent | '';
  subject: string;
  /** Users the text mentions (`@nickname`). */
  mentions: string[];
  /** The first link's preview, set by the server; `null` (or absent) when there is none. */
  preview: LinkPreview | null;
  /** The preview's image (a protected file of the message), set by the server. */
  previewImage: string;
  /** The author removed the preview. */
  previewHidden: boolean;
  /** A plugin message's plugin (manifest id), message type and JSON payload; else empty. */
  plugin?: string;
  pluginType?: string;
  payload?: unknown;
  created: string;
  updated: string;
}

/** A `reactions` record: one user's emoji on one message. */
export interface ReactionRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  message: string;
  user: string;
  emoji: string;
  created: string;
  updated: string;
}

/** A `pins` record: a pinned message of a chat. */
export interface PinRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  chat: string;
  message: string;
  pinnedBy: string;
  created: string;
  updated: string;
}
