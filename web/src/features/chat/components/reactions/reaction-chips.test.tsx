import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactionRecord } from '@/shared/chat';
import { chatRecord, member, people, summary } from '@/features/chat/testing/chat-fixtures';
import { loadEnglish } from '@/testing/i18n';
import { ReactionChips } from './reaction-chips';

beforeAll(loadEnglish);

const group = summary({
  chat: chatRecord({ kind: 'group', title: 'Team' }),
  members: [member(people.me), member(people.ann), member(people.bob)],
});
const mine = { id: 'r3', user: 'me', emoji: '👍' } as ReactionRecord; // note: only its id is read

function renderChips(onToggle = vi.fn()) {
  render(
    <ReactionChips
      groups={[
        { emoji: '👍', users: ['ann', 'bob', 'me'], mine },
        { emoji: '😂', users: ['bob'], mine: null },
      ]}
      summary={group}
      me="me"
      alignEnd={false}
      onToggle={onToggle}
    />,
  );
  return onToggle;
}

describe('ReactionChips', () => {
  it('shows each emoji with its count and says who reacted', () => {
    renderChips();
    const thumbs = screen.getByRole('button', { name: '👍 3: Ann, Bob, and you' });
    expect(thumbs.textContent).toBe('👍3');
    expect(screen.getByRole('button', { name: '😂 1: Bob' }).textContent).toBe('😂1');
  });

  it('marks the user’s own reaction as pressed', () => {
    renderChips();
    expect(screen.getByRole('button', { name: /^👍/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^😂/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles the user’s reaction with that emoji when clicked', async () => {
    const onToggle = renderChips();
    await userEvent.setup().click(screen.getByRole('button', { name: /^😂/ }));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('😂');
  });
});
