import type { PersonDetails } from '@hearth/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { signIn, personRecord } from '@/testing/session';
import { UserPreviewDialog } from './user-preview-dialog';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const me = personRecord('me', 'Me');
const ref = {
  id: 'ann',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  nickname: 'Ann',
  avatar: '',
} as const;
const details: PersonDetails = {
  ...ref,
  bio: 'Gardener and cook.',
  statusText: 'Out in the garden',
  statusEmoji: '🌱',
  statusExpires: '',
  friendRequestsFrom: 'everyone',
  relationship: 'none',
  friendshipId: '',
  mutualFriends: {
    count: 2,
    items: [
      { ...ref, id: 'bob', nickname: 'Bob' },
      { ...ref, id: 'cat', nickname: 'Cat' },
    ],
  },
};

function answer(card: PersonDetails) {
  fakePb.pb.send.mockImplementation((path: string) => {
    if (path === '/api/hearth/people/ann') return Promise.resolve(card);
    if (path === '/api/hearth/presence/snapshot') {
      return Promise.resolve({ items: [{ user: 'ann', state: 'dnd', lastSeen: '' }] });
    }
    return Promise.resolve({});
  });
}

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signIn(me);
  answer(details);
});
afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('UserPreviewDialog (the profile card)', () => {
  it('shows bio, status, presence and the mutual friends', async () => {
    render(<UserPreviewDialog person={ref} onClose={() => {}} />, { wrapper: MemoryRouter });
    const dialog = screen.getByRole('dialog', { name: 'Ann' });
    expect(await within(dialog).findByText('Gardener and cook.')).toBeDefined();
    expect(within(dialog).getByText('Out in the garden')).toBeDefined();
    expect(await within(dialog).findByText('Do not disturb')).toBeDefined();
    const mutual = within(dialog).getByRole('region', { name: '2 mutual friends' });
    expect(within(mutual).getByRole('button', { name: "Open Bob's profile" })).toBeDefined();
  });

  it('follows the relationship: Add friend, then Request sent, then Friends', async () => {
    const friendships = fakePb.pb.collection('friendships');
    const request = {
      id: 'f1',
      requester: 'me',
      addressee: 'ann',
      status: 'pending',
      created: '',
      updated: '',
    };
    friendships.create.mockResolvedValue(request);
    render(<UserPreviewDialog person={ref} onClose={() => {}} />, { wrapper: MemoryRouter });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(friendships.create).toHaveBeenCalledWith(
      { requester: 'me', addressee: 'ann', status: 'pending' },
      expect.anything(),
    );
    expect(await screen.findByRole('button', { name: 'Request sent' })).toBeDefined();
    fakePb.emit('friendships/*', { action: 'update', record: { ...request, status: 'accepted' } });
    await user.click(await screen.findByRole('button', { name: 'Friends' }));
    expect(screen.getByRole('menuitem', { name: 'Remove friend' })).toBeDefined();
    expect(screen.getByRole('menuitem', { name: 'Block' })).toBeDefined();
  });

  it('offers Accept for a request the person sent', async () => {
    fakePb.pb.collection('friendships').items = [
      { id: 'f2', requester: 'ann', addressee: 'me', status: 'pending', created: '', updated: '' },
    ];
    render(<UserPreviewDialog person={ref} onClose={() => {}} />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('button', { name: "Accept Ann's request" })).toBeDefined();
  });

  it('says when someone takes requests only from friends of friends', async () => {
    answer({
      ...details,
      friendRequestsFrom: 'friends_of_friends',
      mutualFriends: { count: 0, items: [] },
    });
    render(<UserPreviewDialog person={ref} onClose={() => {}} />, { wrapper: MemoryRouter });
    expect(
      await screen.findByText('Accepts friend requests only from friends of friends.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add friend' })).toHaveProperty('disabled', true);
  });
});
