import { describe, expect, it } from 'vitest';
import { personRecord } from '@/testing/session';
import type { ChatListData } from './chat-list-state';
import { applyChat, applyMember, applyMessage, applyRead, listData } from './chat-list-state';
import { chatSummaries, unreadTotal } from './chat-summaries';
import { chatRecord, memberRecord, messageRecord } from './test-records';

const NOW = Date.parse('2024-06-01T00:00:00Z');

function twoChats(): ChatListData {
  const a = chatRecord('a', { lastSeq: 2, lastMessageAt: '2024-05-01 10:00:02.000Z' });
  const b = chatRecord('b', { kind: 'group', title: 'Club', lastSeq: 0 });
  return listData(
    [
      memberRecord('a', 'me', { expand: { chat: a } }),
      memberRecord('b', 'me', { expand: { chat: b } }),
    ],
    [
      memberRecord('a', 'me'),
      memberRecord('a', 'ann', { expand: { user: personRecord('ann', 'Ann') } }),
      memberRecord('b', 'me'),
    ],
    [messageRecord('a', 2, 'ann')],
    [
      { chat: 'a', readSeq: 1, unread: 1, mentions: 0 },
      { chat: 'b', readSeq: 0, unread: 0, mentions: 0 },
    ],
  );
}

const unread = (data: ChatListData) =>
  Object.fromEntries(chatSummaries(data, 'me', NOW).map((row) => [row.chat.id, row.unread]));
const mentions = (data: ChatListData) =>
  Object.fromEntries(chatSummaries(data, 'me', NOW).map((row) => [row.chat.id, row.mentions]));
const create = (record: ReturnType<typeof messageRecord>) => ({
  action: 'create' as const,
  record,
});

describe('chat list state', () => {
  it('builds rows with the peer, newest message and unread count', () => {
    const [row] = chatSummaries(twoChats(), 'me', NOW);
    expect(row).toMatchObject({ unread: 1, peer: { nickname: 'Ann' }, lastMessage: { seq: 2 } });
  });

  it("counts others' new messages once, never mine, never while the chat is being read", () => {
    let data = twoChats();
    data = applyMessage(data, create(messageRecord('b', 1, 'ann')), 'me', false).data;
    data = applyMessage(data, create(messageRecord('b', 1, 'ann')), 'me', false).data;
    data = applyMessage(data, create(messageRecord('b', 2, 'me')), 'me', false).data;
    data = applyMessage(data, create(messageRecord('a', 3, 'ann')), 'me', true).data;
    expect(unread(data)).toEqual({ a: 1, b: 1 });
  });

  it('moves the chat with the newest message to the top, with its preview', () => {
    const next = applyMessage(
      twoChats(),
      create(messageRecord('b', 1, 'me', { created: '2024-05-03 00:00:00.000Z' })),
      'me',
      false,
    ).data;
    const rows = chatSummaries(next, 'me', NOW);
    expect(rows.map((row) => row.chat.id)).toEqual(['b', 'a']);
    expect(rows[0]).toMatchObject({
      activeAt: '2024-05-03 00:00:00.000Z',
      lastMessage: { seq: 1 },
    });
  });

  it("takes the server's count from a read, but never an older position", () => {
    let data = applyRead(twoChats(), 'a', { readSeq: 2, unread: 0 }).data;
    expect(unread(data).a).toBe(0);
    data = applyRead(data, 'a', { readSeq: 1, unread: 1 }).data;
    expect(unread(data).a).toBe(0);
  });

  it('counts new messages that mention me for the "@" mark, until the chat is read', () => {
    let data = twoChats();
    const mention = (seq: number, mentions: string[]) =>
      create(messageRecord('b', seq, 'ann', { mentions }));
    data = applyMessage(data, mention(1, ['me']), 'me', false).data;
    data = applyMessage(data, mention(1, ['me']), 'me', false).data;
    data = applyMessage(data, mention(2, ['bob']), 'me', false).data;
    data = applyMessage(data, mention(3, ['me', 'bob']), 'me', true).data;
    expect(mentions(data)).toEqual({ a: 0, b: 1 });
    const partly = applyRead(data, 'b', { readSeq: 1, unread: 1 });
    expect(mentions(partly.data).b).toBe(1);
    expect(partly.mentionsUnsure).toBe(true);
    const read = applyRead(data, 'b', { readSeq: 2, unread: 0 });
    expect(mentions(read.data).b).toBe(0);
    expect(read.mentionsUnsure).toBe(false);
  });

  it("asks the server again when someone else's unread message is deleted or edited", () => {
    const update = (fields: Partial<ReturnType<typeof messageRecord>>, seq = 2) =>
      applyMessage(
        twoChats(),
        { action: 'update', record: messageRecord('a', seq, 'ann', fields) },
        'me',
        false,
      ).recount;
    expect(update({ deleted: true })).toBe(true);
    expect(update({ editedAt: '2024-05-01 10:05:00.000Z', mentions: ['me'] })).toBe(true);
    expect(update({ previewHidden: true })).toBe(false);
    expect(update({ deleted: true }, 1)).toBe(false);
  });

  it('sums unread over chats that are not muted', () => {
    let data = applyMessage(twoChats(), create(messageRecord('b', 1, 'ann')), 'me', false).data;
    expect(unreadTotal(chatSummaries(data, 'me', NOW))).toBe(2);
    const muted = memberRecord('b', 'me', { mutedUntil: '9999-12-31 23:59:59.000Z' });
    data = applyMember(data, { action: 'update', record: muted }, 'me').data;
    expect(unreadTotal(chatSummaries(data, 'me', NOW))).toBe(1);
  });

  it('adds and removes chats with the membership of the signed-in user', () => {
    const joined = applyMember(
      twoChats(),
      { action: 'create', record: memberRecord('c', 'me') },
      'me',
    );
    expect(joined.needs).toBe('reload');
    const left = applyMember(
      twoChats(),
      { action: 'delete', record: memberRecord('a', 'me') },
      'me',
    );
    expect(chatSummaries(left.data, 'me', NOW).map((row) => row.chat.id)).toEqual(['b']);
    const gone = applyChat(twoChats(), { action: 'delete', record: chatRecord('b') });
    expect(chatSummaries(gone, 'me', NOW).map((row) => row.chat.id)).toEqual(['a']);
  });

  it("asks for someone's user record when they join, keeping it on later updates", () => {
    const joined = applyMember(
      twoChats(),
      { action: 'create', record: memberRecord('b', 'bob') },
      'me',
    );
    expect(joined.needs).toBe('member');
    const known = applyMember(
      twoChats(),
      { action: 'update', record: memberRecord('a', 'ann', { lastReadSeq: 2 }) },
      'me',
    );
    expect(known.needs).toBeNull();
    expect(known.data.members.get('a')?.[1]).toMatchObject({
      lastReadSeq: 2,
      expand: { user: { nickname: 'Ann' } },
    });
  });
});
