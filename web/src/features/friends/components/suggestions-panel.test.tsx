import type { FriendSuggestion } from '@hearth/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { personRecord, signIn } from '@/testing/session';
import { SuggestionsPanel } from './suggestions-panel';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

function suggestion(id: string, nickname: string, mutualCount: number): FriendSuggestion {
  return {
    id,
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    nickname,
    avatar: '',
    bio: '',
    statusText: '',
    statusEmoji: '',
    statusExpires: '',
    friendRequestsFrom: 'everyone',
    relationship: 'none',
    friendshipId: '',
    mutualCount,
  };
}

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signIn(personRecord('me', 'Me'));
  fakePb.pb.send.mockImplementation((path: string) =>
    Promise.resolve(
      path === '/api/hearth/friends/suggestions'
        ? { items: [suggestion('hana', 'Hana', 2), suggestion('ivo', 'Ivo', 1)] }
        : {},
    ),
  );
});
afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('SuggestionsPanel', () => {
  it('lists friends of friends with their mutual friends', async () => {
    render(<SuggestionsPanel />);
    expect(await screen.findByText('2 mutual friends')).toBeDefined();
    expect(screen.getByText('1 mutual friend')).toBeDefined();
  });

  it('sends a request, which then shows as sent', async () => {
    const friendships = fakePb.pb.collection('friendships');
    friendships.create.mockResolvedValue({
      id: 'f1',
      requester: 'me',
      addressee: 'hana',
      status: 'pending',
      created: '',
      updated: '',
    });
    render(<SuggestionsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Hana as a friend' }));
    expect(friendships.create).toHaveBeenCalledWith(
      { requester: 'me', addressee: 'hana', status: 'pending' },
      expect.anything(),
    );
    expect(await screen.findByRole('button', { name: 'Request sent' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('dismisses someone for good', async () => {
    const dismissals = fakePb.pb.collection('friend_suggestion_dismissals');
    render(<SuggestionsPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Don't suggest Ivo again" }));
    expect(dismissals.create).toHaveBeenCalledWith(
      { user: 'me', dismissed: 'ivo' },
      expect.anything(),
    );
    await waitFor(() => expect(screen.queryByText('Ivo')).toBeNull());
    expect(screen.getByText('Hana')).toBeDefined();
  });
});
