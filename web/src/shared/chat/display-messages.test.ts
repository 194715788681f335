import { describe, expect, it } from 'vitest';
import { conversationMessages } from './display-messages';
import type { OutboxItem } from './outbox';
import { messageRecord } from './test-records';

const pending: OutboxItem = {
  clientId: 'c1',
  chat: 'a',
  author: 'me',
  text: 'hi',
  mentions: [],
  replyTo: '',
  files: [],
  pendingFiles: [],
  created: '2024-05-01T10:01:00.000Z',
  state: 'sending',
  attempts: 0,
  progress: null,
  error: null,
};

describe('conversationMessages', () => {
  it('shows stored messages by seq, then the outbox of this chat only', () => {
    const shown = conversationMessages(
      [messageRecord('a', 1, 'ann')],
      [pending, { ...pending, clientId: 'c2', chat: 'b' }],
      'a',
      'me',
    );
    expect(shown.map((message) => [message.key, message.delivery])).toEqual([
      ['a-m1', 'sent'],
      ['c1', 'sending'],
    ]);
  });

  it('shows a message once when its record is held while the outbox still has it', () => {
    const echo = messageRecord('a', 2, 'me', { clientId: 'c1', text: 'hi' });
    const shown = conversationMessages([echo], [pending], 'a', 'me');
    expect(shown).toHaveLength(1);
    // The same key as while sending: the screen keeps the same row.
    expect(shown[0]).toMatchObject({ key: 'c1', delivery: 'sent', seq: 2 });
  });
});
