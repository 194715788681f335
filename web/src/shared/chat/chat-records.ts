import type { ChatEvent } from '@hearth/shared';
import type { UserRecord } from '../lib/user-record';

/** The chat collections (docs/chat-data-model.md; `packages/shared/src/schema/chat.ts`). */
export const CHAT_COLLECTIONS = {
  chats: 'chats',
  members: 'chat_members',
  messages: 'messages',
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
  kind: 'text' | 'system';
  text: string;
  attachments: string[];
  clientId: string;
  replyTo: string;
  seq: number;
  editedAt: string;
  deleted: boolean;
  event: ChatEvent | '';
  subject: string;
  created: string;
  updated: string;
}
