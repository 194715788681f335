import { describe, expect, it } from 'vitest';
import type { ChatMemberRecord } from '@/shared/chat';
import {
  chatRecord,
  member,
  outgoing,
  people,
  stored,
  summary,
} from '@/features/chat/testing/chat-fixtures';
import { messageRights } from './message-rights';

const group = (role: ChatMemberRecord['role']) =>
  summary({
    chat: chatRecord({ kind: 'group', title: 'Team' }),
    members: [member(people.me, { role }), member(people.ann)],
  });

describe('messageRights', () => {
  it.each([
    [
      'a direct chat, a friend’s message',
      summary(),
      'ann',
      { pin: true, delete: false, edit: false, report: true },
    ],
    [
      'a direct chat, an own message',
      summary(),
      'me',
      { pin: true, delete: true, edit: true, report: false },
    ],
    [
      'a group owner, another’s message',
      group('owner'),
      'ann',
      { pin: true, delete: true, edit: false },
    ],
    [
      'a group admin, another’s message',
      group('admin'),
      'ann',
      { pin: true, delete: true, edit: false },
    ],
    [
      'a group member, another’s message',
      group('member'),
      'ann',
      { pin: false, delete: false, edit: false },
    ],
    [
      'a group member, an own message',
      group('member'),
      'me',
      { pin: false, delete: true, edit: true, report: false },
    ],
  ])('%s', (_name, chat, author, expected) => {
    const rights = messageRights(stored({ author }), chat, 'me');
    expect(rights).toMatchObject({ ...expected, reply: true, react: true, copyLink: true });
  });

  it('offers nothing for a deleted message, nor for one still on its way', () => {
    const none = {
      reply: false,
      react: false,
      copyLink: false,
      delete: false,
      pin: false,
      report: false,
    };
    expect(messageRights(stored({ deleted: true, text: '' }), group('owner'), 'me')).toMatchObject(
      none,
    );
    expect(messageRights(outgoing(), summary(), 'me')).toMatchObject(none);
  });
});
