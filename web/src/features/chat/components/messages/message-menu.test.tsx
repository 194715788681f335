import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMemberRecord } from '@/shared/chat';
import {
  chatRecord,
  member,
  people,
  signedInAs,
  stored,
  summary,
} from '@/features/chat/testing/chat-fixtures';
import { chatMocks } from '@/features/chat/testing/chat-module-mock';
import {
  conversation,
  installScrolling,
  renderList,
} from '@/features/chat/testing/message-list-harness';
import { loadEnglish } from '@/testing/i18n';
import { LONG_PRESS_MS } from './use-long-press';

vi.mock('@/shared/chat', async () =>
  (await import('@/features/chat/testing/chat-module-mock')).mockedChatModule(),
);

beforeAll(async () => {
  await loadEnglish();
  installScrolling();
});
beforeEach(() => {
  vi.clearAllMocks();
  signedInAs(people.me);
});
afterEach(() => vi.useRealTimers());

function groupAs(role: ChatMemberRecord['role']) {
  return summary({
    chat: chatRecord({ kind: 'group', title: 'Team' }),
    members: [member(people.me, { role }), member(people.ann), member(people.bob)],
  });
}

const menuItems = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the message menu', () => {
  it('opens on a right click with reply, copy, link and pin for a friend’s message', async () => {
    await renderList(conversation([stored({ id: 'a1', text: 'Hello there' })]));
    fireEvent.contextMenu(screen.getByText('Hello there'), { clientX: 40, clientY: 50 });
    expect(menuItems()).toEqual(expect.arrayContaining(['Reply', 'Copy text', 'Copy link', 'Pin']));
    expect(menuItems()).not.toContain('Delete');
    expect(menuItems()).not.toContain('Edit');
  });

  it.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
  ] as const)('lets a group %s pin and delete others’ messages: %s', async (role, allowed) => {
    await renderList(
      conversation([stored({ id: 'a1', text: 'From Ann' })], { summary: groupAs(role) }),
    );
    fireEvent.contextMenu(screen.getByText('From Ann'), { clientX: 40, clientY: 50 });
    expect(menuItems().includes('Pin')).toBe(allowed);
    expect(menuItems().includes('Delete')).toBe(allowed);
  });

  it('lets a plain member delete and edit their own message, but not pin it', async () => {
    await renderList(
      conversation([stored({ id: 'm1', author: 'me', text: 'Mine' })], {
        summary: groupAs('member'),
      }),
    );
    fireEvent.contextMenu(screen.getByText('Mine'), { clientX: 40, clientY: 50 });
    expect(menuItems()).toEqual(expect.arrayContaining(['Edit', 'Delete']));
    expect(menuItems()).not.toContain('Pin');
  });

  it('opens on a long press, and not when the finger moves away first', async () => {
    await renderList(conversation([stored({ id: 'a1', text: 'Press me' })]));
    const text = screen.getByText('Press me');
    vi.useFakeTimers();
    fireEvent.pointerDown(text, { pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(text, { pointerType: 'touch', clientX: 10, clientY: 40 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS * 2);
    });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.pointerDown(text, { pointerType: 'touch', clientX: 10, clientY: 10 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS - 50);
    });
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByRole('menu')).toBeDefined();
  });

  it.each([
    ['the context-menu key', '{ContextMenu}'],
    ['Shift+F10', '{Shift>}{F10}{/Shift}'],
  ])('opens with %s on the focused message', async (_name, keys) => {
    const user = userEvent.setup();
    await renderList(conversation([stored({ id: 'a1', text: 'Focus me' })]));
    const article = screen.getByRole('article');
    act(() => article.focus());
    await user.keyboard(keys);
    expect(menuItems()).toContain('Reply');
  });

  it('moves the focus between messages with the arrow keys, one Tab stop for all', async () => {
    const user = userEvent.setup();
    await renderList(
      conversation([
        stored({ id: 'a1', seq: 1, text: 'First' }),
        stored({ id: 'a2', seq: 2, text: 'Second' }),
      ]),
    );
    const [first, second] = screen.getAllByRole('article');
    // Only the focusable message's buttons are in the Tab order too, not every message's.
    const tabStops = () =>
      screen.getAllByRole('button', { name: 'Message actions' }).map((button) => button.tabIndex);
    expect(first?.tabIndex).toBe(-1);
    expect(second?.tabIndex).toBe(0);
    expect(tabStops()).toEqual([-1, 0]);
    act(() => second?.focus());
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(first);
    expect(first?.tabIndex).toBe(0);
    expect(tabStops()).toEqual([0, -1]);
  });

  it('reacts with a quick reaction from the top of the menu', async () => {
    const user = userEvent.setup();
    await renderList(conversation([stored({ id: 'a1', chat: 'chat1', text: 'Nice' })]));
    fireEvent.contextMenu(screen.getByText('Nice'), { clientX: 40, clientY: 50 });
    await user.click(screen.getByRole('menuitem', { name: 'React with 😂' }));
    expect(chatMocks.toggleReaction).toHaveBeenCalledExactlyOnceWith('chat1', 'a1', '😂');
  });
});
