import { render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatRecord, member, people, summary } from '@/features/chat/testing/chat-fixtures';
import { loadEnglish } from '@/testing/i18n';
import { ChatSubtitle } from './chat-subtitle';

const chat = vi.hoisted(() => ({ typing: [] as string[] }));

vi.mock('@/shared/chat', () => ({ useTypingUsers: () => chat.typing }));

const group = summary({
  chat: chatRecord({ kind: 'group', title: 'Hikers' }),
  members: [member(people.me), member(people.ann), member(people.bob), member(people.cat)],
});

beforeAll(loadEnglish);
beforeEach(() => {
  chat.typing = [];
});

function subtitle(): string {
  const { container, unmount } = render(<ChatSubtitle chatId="chat1" summary={group} />);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('the line under a chat name', () => {
  it('counts the members of a group while nobody types', () => {
    expect(subtitle()).toBe('4 members');
  });

  it('says who is typing: one, two, then several people', () => {
    chat.typing = ['ann'];
    expect(subtitle()).toBe('Ann is typing…');
    chat.typing = ['ann', 'bob'];
    expect(subtitle()).toBe('Ann and Bob are typing…');
    chat.typing = ['ann', 'bob', 'cat'];
    expect(subtitle()).toBe('Several people are typing…');
  });

  it('names someone who left as "Someone" rather than by id', () => {
    chat.typing = ['gone'];
    render(<ChatSubtitle chatId="chat1" summary={group} />);
    expect(screen.getByTestId('typing-line').textContent).toBe('Someone is typing…');
  });
});
