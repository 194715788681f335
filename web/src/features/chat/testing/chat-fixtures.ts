import type {
  ChatMemberRecord,
  ChatRecord,
  ChatSummary,
  DisplayMessage,
  MessageRecord,
} from '@/shared/chat';
import type { UserRecord } from '@/shared/lib/user-record';
import { personRecord, signIn } from '@/testing/session';

/** People of the chat tests. */
export const people = {
  me: personRecord('me', 'Me'),
  ann: personRecord('ann', 'Ann'),
  bob: personRecord('bob', 'Bob'),
  cat: personRecord('cat', 'Cat'),
};

const base = { collectionId: 'c', created: '2026-03-10 10:00:00.000Z', updated: '' };

export function chatRecord(fields: Partial<ChatRecord> = {}): ChatRecord {
  return {
    ...base,
    id: 'chat1',
    collectionName: 'chats',
    kind: 'direct',
    title: '',
    avatar: '',
    owner: 'me',
    lastMessageAt: '',
    lastSeq: 0,
    ...fields,
  };
}

export function member(user: UserRecord, fields: Partial<ChatMemberRecord> = {}): ChatMemberRecord {
  return {
    ...base,
    id: `m-${user.id}`,
    collectionName: 'chat_members',
    chat: 'chat1',
    user: user.id,
    role: 'member',
    lastRead: '',
    lastReadSeq: 0,
    mutedUntil: '',
    expand: { user },
    ...fields,
  };
}

export function messageRecord(fields: Partial<MessageRecord> = {}): MessageRecord {
  return {
    ...base,
    id: 'msg1',
    collectionName: 'messages',
    chat: 'chat1',
    author: 'ann',
    kind: 'text',
    text: 'Hello',
    attachments: [],
    clientId: '',
    replyTo: '',
    seq: 1,
    editedAt: '',
    deleted: false,
    event: '',
    subject: '',
    mentions: [],
    preview: null,
    previewImage: '',
    previewHidden: false,
    ...fields,
  };
}

/** A stored message as the conversation shows it. */
export function stored(fields: Partial<MessageRecord> = {}): DisplayMessage {
  const record = messageRecord(fields);
  return {
    key: record.id,
    record,
    chat: record.chat,
    author: record.author,
    text: record.text,
    attachments: record.attachments,
    pendingFiles: [],
    replyTo: record.replyTo,
    created: record.created,
    seq: record.seq,
    delivery: 'sent',
    progress: null,
    error: null,
  };
}

/** An own message still in the outbox. */
export function outgoing(fields: Partial<DisplayMessage> = {}): DisplayMessage {
  return {
    key: 'client1',
    record: null,
    chat: 'chat1',
    author: 'me',
    text: 'On my way',
    attachments: [],
    pendingFiles: [],
    replyTo: '',
    created: '2026-03-10 10:05:00.000Z',
    seq: null,
    delivery: 'sending',
    progress: null,
    error: null,
    ...fields,
  };
}

/** A direct chat with Ann, or a group, as the chat list has it. */
export function summary(fields: Partial<ChatSummary> = {}): ChatSummary {
  const chat = fields.chat ?? chatRecord();
  const members = fields.members ?? [member(people.me), member(people.ann)];
  return {
    chat,
    me: members.find((each) => each.user === 'me') ?? member(people.me),
    members,
    peer: chat.kind === 'direct' ? people.ann : null,
    lastMessage: null,
    unread: 0,
    mentions: 0,
    muted: false,
    activeAt: '2026-03-10 10:00:00.000Z',
    ...fields,
  };
}

/** Signs `user` in for a test. */
export function signedInAs(user: UserRecord): void {
  signIn(user);
}
