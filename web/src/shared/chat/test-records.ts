import type { ChatMemberRecord, ChatRecord, MessageRecord } from './chat-records';

/** A stored message of `chat` with `seq`, by `author`. */
export function messageRecord(
  chat: string,
  seq: number,
  author: string,
  fields: Partial<MessageRecord> = {},
): MessageRecord {
  return {
    id: `${chat}-m${seq}`,
    collectionId: 'messages_id',
    collectionName: 'messages',
    chat,
    author,
    kind: 'text',
    text: `message ${seq}`,
    attachments: [],
    clientId: '',
    replyTo: '',
    seq,
    editedAt: '',
    deleted: false,
    event: '',
    subject: '',
    mentions: [],
    preview: null,
    previewImage: '',
    previewHidden: false,
    created: `2024-05-01 10:00:${String(seq).padStart(2, '0')}.000Z`,
    updated: `2024-05-01 10:00:${String(seq).padStart(2, '0')}.000Z`,
    ...fields,
  };
}

/** A chat record. */
export function chatRecord(id: string, fields: Partial<ChatRecord> = {}): ChatRecord {
  return {
    id,
    collectionId: 'chats_id',
    collectionName: 'chats',
    kind: 'direct',
    title: '',
    avatar: '',
    owner: 'me',
    lastMessageAt: '2024-05-01 09:00:00.000Z',
    lastSeq: 0,
    created: '2024-05-01 09:00:00.000Z',
    updated: '2024-05-01 09:00:00.000Z',
    ...fields,
  };
}

/** A membership of `user` in `chat`. */
export function memberRecord(
  chat: string,
  user: string,
  fields: Partial<ChatMemberRecord> = {},
): ChatMemberRecord {
  return {
    id: `${chat}-${user}`,
    collectionId: 'members_id',
    collectionName: 'chat_members',
    chat,
    user,
    role: 'member',
    lastRead: '',
    lastReadSeq: 0,
    mutedUntil: '',
    created: '2024-05-01 09:00:00.000Z',
    updated: '2024-05-01 09:00:00.000Z',
    ...fields,
  };
}
