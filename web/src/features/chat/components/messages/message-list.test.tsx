import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  outgoing,
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

vi.mock('@/shared/chat', async () =>
  (await import('@/features/chat/testing/chat-module-mock')).mockedChatModule(),
);

beforeAll(async () => {
  await loadEnglish();
  installScrolling();
});
beforeEach(() => signedInAs(people.me));

describe('MessageList', () => {
  it('is a polite log that shows markup in messages as the text it is', async () => {
    const { log } = await renderList(
      conversation([stored({ text: '<b>not bold</b> <img src=x onerror=alert(1)>' })]),
    );
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toContain('<b>not bold</b> <img src=x onerror=alert(1)>');
    expect(log.querySelector('b')).toBeNull();
    expect(log.querySelector('img')).toBeNull();
  });

  it('links only http(s) addresses, opening them apart from the app', async () => {
    const { log } = await renderList(
      conversation([stored({ text: 'See https://example.org/a_(b). Not javascript:alert(1)' })]),
    );
    const links = within(log).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.org/a_(b)');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
  });

  it('marks where the unread messages begin, and deleted messages as deleted', async () => {
    const { log } = await renderList(
      conversation(
        [stored({ id: 'a', seq: 1 }), stored({ id: 'b', seq: 2, text: '', deleted: true })],
        { firstUnreadSeq: 2 },
      ),
    );
    expect(within(log).getByText('New messages')).toBeDefined();
    expect(within(log).getByText('Message deleted')).toBeDefined();
  });

  it('offers Retry and Delete for a message that was not sent', async () => {
    const user = userEvent.setup();
    const { log } = await renderList(conversation([outgoing({ delivery: 'failed', error: null })]));
    const failed = within(log).getByRole('group', { name: 'Not sent' });
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(chatMocks.retryMessage).toHaveBeenCalledExactlyOnceWith('client1');
    await user.click(within(failed).getByRole('button', { name: 'Delete' }));
    expect(chatMocks.discardMessage).toHaveBeenCalledExactlyOnceWith('client1');
  });

  it('says "Seen" under the newest own message the friend has read', async () => {
    const mine = stored({ id: 'm1', author: 'me', seq: 1, text: 'Read me' });
    const later = stored({ id: 'm2', author: 'me', seq: 2, text: 'Not yet' });
    const ann = summary().members[1];
    const { log } = await renderList(
      conversation([mine, later], {
        seenBy: (message) => (message.seq === 1 && ann ? [ann] : []),
      }),
    );
    expect(within(log).getAllByText('Seen', { selector: 'div' })).toHaveLength(1);
    expect(within(log).getByTitle('Seen')).toBeDefined();
    expect(within(log).getByTitle('Sent')).toBeDefined();
  });
});
