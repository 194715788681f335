import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { signIn, personRecord } from '@/testing/session';
import { FriendsPage } from './friends-page';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const me = personRecord('me', 'Me');
const people = {
  ann: personRecord('ann', 'Ann', { statusText: 'Reading', statusEmoji: '📚' }),
  bob: personRecord('bob', 'Bob'),
  cat: personRecord('cat', 'Cat'),
  dan: personRecord('dan', 'Dan'),
};
type Name = keyof typeof people;

function friendship(id: string, requester: Name | 'me', addressee: Name | 'me', status: string) {
  const user = (name: Name | 'me') => (name === 'me' ? me : people[name]);
  return {
    id,
    requester: user(requester).id,
    addressee: user(addressee).id,
    status,
    created: '2026-03-10 11:55:00.000Z',
    updated: '2026-03-10 11:55:00.000Z',
    expand: { requester: user(requester), addressee: user(addressee) },
  };
}

const fiveMinutesAgo = () => new Date(Date.now() - 5 * 60_000).toISOString();

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signIn(me);
  fakePb.pb.collection('friendships').items = [
    friendship('f1', 'me', 'ann', 'accepted'),
    friendship('f2', 'bob', 'me', 'accepted'),
    friendship('f3', 'cat', 'me', 'pending'),
    friendship('f4', 'me', 'dan', 'pending'),
  ];
  fakePb.pb.send.mockImplementation((path: string) =>
    Promise.resolve(
      path === '/api/hearth/presence/snapshot'
        ? {
            items: [
              { user: 'ann', state: 'online', lastSeen: '' },
              { user: 'bob', state: 'offline', lastSeen: fiveMinutesAgo() },
            ],
          }
        : {},
    ),
  );
});
afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

function renderPage(tab = 'online') {
  render(
    <MemoryRouter initialEntries={[`/friend?tab=${tab}`]}>
      <FriendsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('FriendsPage', () => {
  it('counts each list in its tab and lists the friends online with presence in words', async () => {
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Online (1)' })).toHaveProperty(
      'ariaSelected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Pending (2)' })).toBeDefined();
    const list = screen.getByRole('list', { name: 'Friends online' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Online')).toBeDefined();
    expect(within(list).getByText('Reading')).toBeDefined();
  });

  it('shows when an offline friend was last seen, in words', async () => {
    renderPage('all');
    const list = await screen.findByRole('list', { name: 'All friends' });
    expect(await within(list).findByText('Last seen 5 minutes ago')).toBeDefined();
  });

  it('accepts a request, and the friend moves to the friends list', async () => {
    const friendships = fakePb.pb.collection('friendships');
    friendships.update.mockResolvedValue(friendship('f3', 'cat', 'me', 'accepted'));
    const user = renderPage('pending');
    await user.click(await screen.findByRole('button', { name: "Accept Cat's request" }));
    expect(friendships.update).toHaveBeenCalledWith(
      'f3',
      { status: 'accepted' },
      expect.objectContaining({ expand: 'requester,addressee' }),
    );
    expect(await screen.findByRole('tab', { name: 'All (3)' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeDefined();
    expect(await screen.findByText('No requests are waiting for you.')).toBeDefined();
  });

  it('shows a request that arrives over realtime, without reloading', async () => {
    renderPage('pending');
    await screen.findByRole('tab', { name: 'Pending (2)' });
    const eve = personRecord('eve', 'Eve');
    fakePb.emit('friendships/*', {
      action: 'create',
      record: {
        ...friendship('f5', 'cat', 'me', 'pending'),
        requester: 'eve',
        expand: { requester: eve, addressee: me },
      },
    });
    expect(await screen.findByRole('tab', { name: 'Pending (3)' })).toBeDefined();
    expect(screen.getByRole('button', { name: "Accept Eve's request" })).toBeDefined();
  });

  it('blocks a friend once confirmed, and lists them as blocked', async () => {
    const blocks = fakePb.pb.collection('blocks');
    blocks.create.mockResolvedValue({
      id: 'b1',
      blocker: 'me',
      blocked: 'ann',
      created: '',
      expand: { blocked: people.ann },
    });
    const user = renderPage('all');
    await user.click(await screen.findByRole('button', { name: 'Block Ann' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Ann?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(blocks.create).toHaveBeenCalledWith(
      { blocker: 'me', blocked: 'ann' },
      expect.objectContaining({ expand: 'blocked' }),
    );
    expect(await screen.findByRole('tab', { name: 'All (1)' })).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Blocked (1)' }));
    const list = await screen.findByRole('list', { name: 'People you block' });
    await user.click(within(list).getByRole('button', { name: 'Unblock Ann' }));
    expect(blocks.delete).toHaveBeenCalledWith('b1', expect.anything());
    await waitFor(() => expect(screen.getByText("You haven't blocked anyone.")).toBeDefined());
  });
});
