import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chatRecord,
  member,
  messageRecord,
  people,
  signedInAs,
  summary,
} from '@/features/chat/testing/chat-fixtures';
import type { ChatSummary } from '@/shared/chat';
import { loadEnglish } from '@/testing/i18n';
import { ChatListRow } from './chat-list-row';

vi.mock('@/shared/chat', () => ({ useProtectedFileUrl: () => '' }));

function renderRow(row: ChatSummary) {
  render(
    <MemoryRouter>
      <ul>
        <ChatListRow summary={row} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

beforeAll(loadEnglish);
beforeEach(() => signedInAs(people.me));

describe('ChatListRow', () => {
  it("shows the friend's name, the newest message and the unread count, in sight and in words", () => {
    const link = renderRow(
      summary({ unread: 3, lastMessage: messageRecord({ text: 'Lunch at one?' }) }),
    );
    expect(link.getAttribute('href')).toBe('/chat/chat1');
    expect(link.textContent).toContain('Ann');
    expect(link.textContent).toContain('Lunch at one?');
    expect(within(link).getByTestId('unread-badge').textContent).toBe('3');
    expect(link.textContent).toContain('3 unread messages');
    expect(within(link).queryByTitle('Muted')).toBeNull();
  });

  it('marks a muted chat and prefixes own messages with "You:"', () => {
    const link = renderRow(
      summary({ muted: true, lastMessage: messageRecord({ author: 'me', text: 'See you' }) }),
    );
    expect(within(link).getByTitle('Muted')).toBeDefined();
    expect(link.textContent).toContain('You: See you');
    expect(within(link).queryByTestId('unread-badge')).toBeNull();
  });

  it('marks unread mentions with "@", in sight and in words, also in a muted chat', () => {
    const link = renderRow(summary({ unread: 2, mentions: 1, muted: true }));
    expect(within(link).getByTestId('mention-mark').textContent).toBe('@');
    expect(link.textContent).toContain('2 unread messages 1 message mentions you');
    cleanup();
    const read = renderRow(summary({ unread: 2, mentions: 0 }));
    expect(within(read).queryByTestId('mention-mark')).toBeNull();
    expect(read.textContent).not.toContain('mentions you');
  });

  it('words system messages in groups', () => {
    const group = {
      chat: chatRecord({ kind: 'group' as const, title: 'Hikers' }),
      members: [member(people.me), member(people.ann), member(people.bob)],
    };
    const added = messageRecord({
      kind: 'system',
      event: 'added',
      author: 'ann',
      subject: 'bob',
      text: '',
    });
    expect(renderRow(summary({ ...group, lastMessage: added })).textContent).toContain(
      'Ann added Bob',
    );
  });

  it('shows the newest message as it reads, not its Markdown, HTML as typed', () => {
    const formatted = messageRecord({ text: '**Lunch** at `one`?\n\n> <b>ok</b>' });
    expect(renderRow(summary({ lastMessage: formatted })).textContent).toContain(
      'Lunch at one? <b>ok</b>',
    );
  });

  it('describes a photo without text', () => {
    const photo = messageRecord({ text: '', attachments: ['beach_abcdefghij.jpg'] });
    expect(renderRow(summary({ lastMessage: photo })).textContent).toContain('📷 Photo');
  });
});
