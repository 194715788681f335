import { SESSION_ENDED_TOPIC, STORAGE_KEYS } from '@hearth/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { storedSession } from '@/shared/lib/session';
import { reportUnauthorized } from '@/shared/sessions/unauthorized-answers';
import { notify } from '@/shared/ui/notify';
import { fakeLoadPb, fakePb } from '@/testing/fake-pb';
import { loadEnglish } from '@/testing/i18n';
import { fakeToken } from '@/testing/tokens';
import { navigationGuard } from '../navigation-guard';
import { SessionLive } from './session-live';

const authRefresh = vi.fn();
vi.mock('@/shared/lib/load-pb', () => ({
  ...fakeLoadPb,
  users: () => Promise.resolve({ authRefresh }),
}));

const refused = new ClientResponseError({
  url: 'http://hearth.test/api/collections/users/auth-refresh',
  status: 401,
  response: { status: 401, message: 'The request requires valid record authorization token.' },
});

function signIn(): void {
  const token = fakeToken({ id: 'user1', sid: 'sess-a', exp: Math.floor(Date.now() / 1000) + 600 });
  const record = { id: 'user1', collectionName: 'users', nickname: 'Ann', email: 'a@b.co' };
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token, record }));
}

/** The app's root route (the guard as its loader) around a signed-in page that watches. */
async function showHome() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: navigationGuard,
        shouldRevalidate: () => true,
        Component: Outlet,
        HydrateFallback: () => null,
        children: [
          {
            path: 'home',
            Component: () => (
              <>
                <SessionLive />
                <p>Home page</p>
              </>
            ),
          },
          { path: 'login', Component: () => <p>Login page</p> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByText('Home page');
  await vi.waitFor(() => expect(fakePb.listeners(SESSION_ENDED_TOPIC)).toBe(1));
  return router;
}

beforeAll(loadEnglish);
beforeEach(() => {
  fakePb.reset();
  authRefresh.mockReset();
  authRefresh.mockResolvedValue({});
  signIn();
});

describe('SessionLive', () => {
  it('sends a device whose session ended elsewhere to /login, as a failed refresh does', async () => {
    const warning = vi.spyOn(notify, 'warning');
    const router = await showHome();
    authRefresh.mockRejectedValue(refused);
    fakePb.emit(SESSION_ENDED_TOPIC, { id: 'sess-a' });
    await screen.findByText('Login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(warning).toHaveBeenCalledExactlyOnceWith(
      'Your login status has expired, please log in again!',
      'Please log in to continue.',
    );
    expect(storedSession().token).toBe('');
  });

  it('asks the guard on a refused request; a refresh that still works keeps the device in', async () => {
    const router = await showHome();
    expect(authRefresh).toHaveBeenCalledTimes(1);
    reportUnauthorized('http://hearth.test/api/superusers-only');
    await vi.waitFor(() => expect(authRefresh).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(router.state.revalidation).toBe('idle'));
    expect(router.state.location.pathname).toBe('/home');
    expect(storedSession().token).not.toBe('');
  });
});
