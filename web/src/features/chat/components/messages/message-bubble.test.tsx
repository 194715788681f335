import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LinkPreview } from '@hearth/shared';
import { people, stored, summary, member } from '@/features/chat/testing/chat-fixtures';
import type { DisplayMessage } from '@/shared/chat';
import { loadEnglish } from '@/testing/i18n';
import { MessageBubble } from './message-bubble';

const chat = vi.hoisted(() => ({ hidePreview: vi.fn(() => Promise.resolve()) }));

vi.mock('@/shared/chat', () => ({
  hidePreview: chat.hidePreview,
  useProtectedFileUrl: (_record: unknown, name: string) => (name ? `/files/${name}` : ''),
}));

const preview: LinkPreview = {
  url: 'https://example.org/post',
  title: 'A post',
  description: 'What the post says.',
  siteName: 'Example',
};

const group = summary({
  members: [member(people.me), member(people.ann), member(people.bob)],
});

function bubble(message: DisplayMessage, mine = message.author === 'me') {
  render(
    <MessageBubble
      message={message}
      mine={mine}
      author={null}
      spokenAuthor="Ann"
      continued={false}
      continuedBelow={false}
      seen={false}
      summary={group}
      me="me"
    />,
  );
  const shown = document.querySelector<HTMLElement>(`[data-message="${message.key}"]`);
  if (!shown) throw new Error('no bubble');
  return shown;
}

beforeAll(loadEnglish);

describe('MessageBubble', () => {
  it('shows the link preview under the text, the whole card a link of its own', () => {
    const shown = bubble(
      stored({ text: 'Look https://example.org/post', preview, previewImage: 'p.webp' }),
    );
    const card = within(shown).getByRole('link', { name: /A post/ });
    expect(card.getAttribute('href')).toBe('https://example.org/post');
    expect(card.getAttribute('target')).toBe('_blank');
    expect(card.getAttribute('rel')).toBe('noopener noreferrer');
    expect(card.textContent).toBe('ExampleA postWhat the post says.');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/files/p.webp');
    expect(within(shown).queryByRole('button', { name: 'Remove link preview' })).toBeNull();
  });

  it('lets the author remove the preview', async () => {
    const user = userEvent.setup();
    const shown = bubble(stored({ id: 'm7', author: 'me', text: 'https://example.org', preview }));
    await user.click(within(shown).getByRole('button', { name: 'Remove link preview' }));
    expect(chat.hidePreview).toHaveBeenCalledExactlyOnceWith('m7');
  });

  it('shows no preview once removed, none for a deleted message, and keeps its tombstone', () => {
    const hidden = bubble(stored({ id: 'a', text: 'x', preview, previewHidden: true }));
    expect(hidden.querySelector('[data-preview]')).toBeNull();
    const deleted = bubble(
      stored({ id: 'b', text: '', deleted: true, preview, editedAt: '2026-03-10' }),
    );
    expect(deleted.querySelector('[data-preview]')).toBeNull();
    expect(deleted.textContent).toContain('Message deleted');
    expect(deleted.textContent).not.toContain('edited');
  });

  it('keeps the "edited" mark of a formatted message', () => {
    const shown = bubble(stored({ text: '**now** better', editedAt: '2026-03-10 10:01:00.000Z' }));
    expect(shown.querySelector('strong')?.textContent).toBe('now');
    expect(shown.textContent).toContain('edited');
  });

  it('accents a message that mentions the signed-in user', () => {
    const shown = bubble(stored({ text: '@Me look, @Bob too', mentions: ['me', 'bob'] }));
    expect(shown.getAttribute('data-mentions-me')).toBe('true');
    expect(shown.textContent).toContain('Mentions you');
    const chips = [...shown.querySelectorAll('[data-mention]')];
    expect(chips.map((chip) => chip.getAttribute('data-mention'))).toEqual(['me', 'other']);
  });

  it('highlights only the people the message mentions, and no accent for others', () => {
    const shown = bubble(stored({ text: '@Bob and @Me', mentions: ['bob'] }));
    expect(shown.getAttribute('data-mentions-me')).toBeNull();
    expect([...shown.querySelectorAll('[data-mention]')].map((chip) => chip.textContent)).toEqual([
      '@Bob',
    ]);
    expect(screen.queryByText('Mentions you')).toBeNull();
  });
});
