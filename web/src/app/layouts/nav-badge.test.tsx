import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { signIn, personRecord } from '@/testing/session';
import { DesktopNav } from './desktop-nav';

vi.mock('@/shared/lib/load-pb', async () => (await import('@/testing/fake-pb')).fakeLoadPb);

const me = personRecord('me', 'Me');
const request = (id: string, from: string) => ({
  id,
  requester: from,
  addressee: 'me',
  status: 'pending',
  created: '',
  updated: '',
  expand: { requester: personRecord(from, from), addressee: me },
});

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  signIn(me);
  fakePb.pb.collection('friendships').items = [request('f1', 'ann')];
});
afterEach(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the friend requests badge', () => {
  it('counts the requests waiting, live, in sight and in words', async () => {
    render(
      <MemoryRouter>
        <DesktopNav />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('link', { name: 'Friends 1 friend request waiting' }),
    ).toBeDefined();
    expect(screen.getByTestId('friend-requests-badge').textContent).toContain('1');
    fakePb.emit('friendships/*', { action: 'create', record: request('f2', 'bob') });
    expect(
      await screen.findByRole('link', { name: 'Friends 2 friend requests waiting' }),
    ).toBeDefined();
    fakePb.emit('friendships/*', { action: 'delete', record: request('f1', 'ann') });
    fakePb.emit('friendships/*', { action: 'delete', record: request('f2', 'bob') });
    expect(await screen.findByRole('link', { name: 'Friends' })).toBeDefined();
  });
});
