import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import { personRecord } from '@/testing/session';
import type { ChatSummary } from './chat-view-types';
import { messageNews } from './message-news';
import { chatRecord, memberRecord, messageRecord } from './test-records';

const ann = memberRecord('a', 'ann', { expand: { user: personRecord('ann', 'Ann') } });

function summary(fields: Partial<ChatSummary> = {}): ChatSummary {
  return {
    chat: chatRecord('a'),
    me: memberRecord('a', 'me'),
    members: [memberRecord('a', 'me'), ann],
    peer: null,
    lastMessage: null,
    unread: 0,
    mentions: 0,
    muted: false,
    activeAt: '',
    ...fields,
  };
}

const hers = { action: 'create' as const, record: messageRecord('a', 1, 'ann', { text: 'hello' }) };
const away = { me: 'me', activeChat: null, visible: true };

beforeAll(loadEnglish);

describe('messageNews', () => {
  it('tells of a message from someone else in a chat the user is not reading', () => {
    expect(messageNews(hers, summary(), away)?.line).toBe('Ann: hello');
    expect(
      messageNews(hers, summary(), { ...away, activeChat: 'a', visible: false }),
    ).not.toBeNull();
    const group = summary({ chat: chatRecord('a', { kind: 'group', title: 'Club' }) });
    expect(messageNews(hers, group, away)).toMatchObject({
      line: 'Ann in Club: hello',
      title: 'Club',
    });
  });

  it('tells a message as it reads, not its Markdown', () => {
    const text = '**See** [the plan](https://x.org/p):\n\n```\nstep 1\nstep 2\n```';
    const formatted = { ...hers, record: { ...hers.record, text } };
    expect(messageNews(formatted, summary(), away)).toMatchObject({
      line: 'Ann: See the plan: step 1',
      body: 'See the plan: step 1',
    });
  });

  it('tells of a mention even in a muted chat, in its own words', () => {
    const mention = {
      action: 'create' as const,
      record: messageRecord('a', 3, 'ann', { text: '@Me look', mentions: ['me'] }),
    };
    const muted = summary({ muted: true });
    expect(messageNews(mention, muted, away)?.line).toBe('Ann mentioned you: @Me look');
    const group = summary({ muted: true, chat: chatRecord('a', { kind: 'group', title: 'Club' }) });
    expect(messageNews(mention, group, away)).toMatchObject({
      line: 'Ann mentioned you in Club: @Me look',
      title: 'Club',
      body: 'Ann mentioned you: @Me look',
    });
    const other = { ...mention, record: { ...mention.record, mentions: ['bob'] } };
    expect(messageNews(other, muted, away)).toBeNull();
    expect(messageNews(mention, muted, { ...away, activeChat: 'a' })).toBeNull();
  });

  it('keeps quiet for own messages, muted chats, the chat being read, and edits', () => {
    const mine = { action: 'create' as const, record: messageRecord('a', 2, 'me') };
    expect(messageNews(mine, summary(), away)).toBeNull();
    expect(messageNews(hers, summary({ muted: true }), away)).toBeNull();
    expect(messageNews(hers, summary(), { ...away, activeChat: 'a' })).toBeNull();
    expect(messageNews({ ...hers, action: 'update' }, summary(), away)).toBeNull();
  });
});
