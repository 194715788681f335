import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { people, signedInAs, stored } from '@/features/chat/testing/chat-fixtures';
import { chatMocks } from '@/features/chat/testing/chat-module-mock';
import {
  conversation,
  findLog,
  installScrolling,
  renderList,
  startList,
} from '@/features/chat/testing/message-list-harness';
import type { Notice } from '@/shared/ui/notify';
import { connectNotifier } from '@/shared/ui/notify';
import { loadEnglish } from '@/testing/i18n';
import { HIGHLIGHT_MS } from './use-message-jump';

vi.mock('@/shared/chat', async () =>
  (await import('@/features/chat/testing/chat-module-mock')).mockedChatModule(),
);

let notices: Notice[] = [];
let disconnect = () => {};

beforeAll(async () => {
  await loadEnglish();
  installScrolling();
});
beforeEach(() => {
  vi.clearAllMocks();
  signedInAs(people.me);
  notices = [];
  disconnect = connectNotifier((notice) => notices.push(notice));
});
afterEach(() => {
  disconnect();
  vi.useRealTimers();
});

const article = (text: string) => screen.getByText(text).closest('[role="article"]');
const recent = [stored({ id: 'n1', seq: 50, text: 'Recent' })];

describe('jumping to a message', () => {
  it('loads the page of a message that is not loaded, then shows it highlighted and focused', async () => {
    const request = { id: 'old' };
    const { rerender } = await renderList(conversation(recent));
    rerender(conversation(recent), { jumpTo: request });
    await waitFor(() => expect(chatMocks.revealMessage).toHaveBeenCalledWith('chat1', 'old'));
    const loaded = [stored({ id: 'old', seq: 3, text: 'Long ago' }), ...recent];
    rerender(conversation(loaded), { jumpTo: request });
    await screen.findByText('Long ago');
    expect(article('Long ago')?.hasAttribute('data-highlighted')).toBe(true);
    expect(document.activeElement).toBe(article('Long ago'));
    expect(article('Recent')?.hasAttribute('data-highlighted')).toBe(false);
    expect(notices).toEqual([]);
  });

  it('ends the highlight after a moment, without loading what is already there', async () => {
    const request = { id: 'n1' };
    const onJumpDone = vi.fn();
    const { rerender } = await renderList(conversation(recent), { onJumpDone });
    vi.useFakeTimers();
    rerender(conversation(recent), { jumpTo: request, onJumpDone });
    expect(article('Recent')?.hasAttribute('data-highlighted')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
    });
    expect(onJumpDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onJumpDone).toHaveBeenCalledExactlyOnceWith(request);
    expect(chatMocks.revealMessage).not.toHaveBeenCalled();
  });

  it('opens at a message asked for as it opens, once its page is loaded', async () => {
    const request = { id: 'old' };
    const { rerender } = startList(conversation(recent), { jumpTo: request });
    // Not at the newest messages first: a jump while the list positions itself would be lost.
    expect(screen.getByRole('status', { name: 'Loading messages…' })).toBeDefined();
    expect(screen.queryByRole('log')).toBeNull();
    await waitFor(() => expect(chatMocks.revealMessage).toHaveBeenCalledWith('chat1', 'old'));
    const loaded = [stored({ id: 'old', seq: 3, text: 'Long ago' }), ...recent];
    rerender(conversation(loaded), { jumpTo: request });
    await findLog();
    expect(article('Long ago')?.hasAttribute('data-highlighted')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(article('Long ago')));
  });

  it('says so when the message is gone or out of reach, and opens as usual', async () => {
    chatMocks.revealMessage.mockResolvedValueOnce(false);
    const request = { id: 'gone' };
    const onJumpDone = vi.fn();
    const { rerender } = startList(conversation(recent), { jumpTo: request, onJumpDone });
    await waitFor(() => expect(onJumpDone).toHaveBeenCalledWith(request));
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'warning',
        message: expect.stringContaining("isn't available"),
      }),
    ]);
    rerender(conversation(recent), { jumpTo: null, onJumpDone });
    await findLog();
    expect(screen.getByText('Recent')).toBeDefined();
  });

  it('asks to show the message a reply quotes when the quote is opened', async () => {
    const user = userEvent.setup();
    const onJump = vi.fn();
    await renderList(conversation([stored({ id: 'r1', seq: 60, text: 'Answer', replyTo: 'q1' })]), {
      onJump,
    });
    await user.click(screen.getByRole('button', { name: /In reply to/ }));
    expect(onJump).toHaveBeenCalledExactlyOnceWith('q1');
  });
});
