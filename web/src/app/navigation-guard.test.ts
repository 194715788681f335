import { STORAGE_KEYS } from '@hearth/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from '@/shared/lib/pb';
import { isServerUnreachable } from '@/shared/offline/connectivity';
import { isOffline } from '@/shared/offline/offline-state';
import { loadEnglish } from '@/testing/i18n';
import { networkError } from '@/testing/sdk-errors';
import { tokenExpiringIn } from '@/testing/tokens';
import { decideNavigation, navigationGuard, refreshFailure } from './navigation-guard';

const authRefresh = vi.fn();
vi.mock('@/shared/lib/load-pb', () => ({
  users: () => Promise.resolve({ authRefresh }),
}));
const warning = vi.fn();
vi.mock('@/shared/ui/notify', () => ({
  notify: { warning: (...args: unknown[]) => warning(...args) },
}));

function args(path: string): LoaderFunctionArgs {
  const request = new Request(`http://hearth.test${path}`);
  return { request, params: {}, context: undefined } as unknown as LoaderFunctionArgs; // note: the guard reads only the request.
}

function storeSession(token: string): void {
  const record = { id: 'user1', collectionName: 'users', nickname: 'Ann', email: 'a@b.co' };
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token, record }));
}

async function outcome(path: string): Promise<string | null> {
  try {
    await navigationGuard(args(path));
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeAll(loadEnglish);
beforeEach(() => {
  authRefresh.mockReset();
  warning.mockReset();
});

describe('decideNavigation (spec sections 2 and 4)', () => {
  it.each([
    ['/', true, { action: 'redirect', to: '/home' }],
    ['/home', true, { action: 'refresh' }],
    ['/me/setting', true, { action: 'refresh' }],
    ['/chat/', true, { action: 'refresh' }],
    ['/forget', true, { action: 'refresh' }],
    ['/login', true, { action: 'redirect', to: '/home' }],
    ['/register', true, { action: 'redirect', to: '/home' }],
    ['/login', false, { action: 'allow' }],
    ['/register', false, { action: 'allow' }],
    ['/forget', false, { action: 'allow' }],
    ['/verify-email', false, { action: 'allow' }],
    ['/confirm-email-change', false, { action: 'allow' }],
    ['/', false, { action: 'redirect', to: '/login' }],
    ['/home', false, { action: 'redirect', to: '/login' }],
    ['/me', false, { action: 'redirect', to: '/login' }],
    ['/common/404', false, { action: 'redirect', to: '/login' }],
    ['/no/such/page', false, { action: 'redirect', to: '/login' }],
    ['/loginx', false, { action: 'redirect', to: '/login' }],
  ])('%s with a valid session: %s', (path, valid, expected) => {
    expect(decideNavigation(path, valid)).toEqual(expected);
  });
});

describe('navigationGuard', () => {
  it('sends a signed-out visitor to /login, keeping where they were going', async () => {
    expect(await outcome('/me/profile')).toBe('/login?redirect=%2Fme%2Fprofile');
    expect(await outcome('/')).toBe('/login');
    expect(authRefresh).not.toHaveBeenCalled();
    expect(warning).not.toHaveBeenCalled();
  });

  it('lets a signed-out visitor open the public pages', async () => {
    expect(await outcome('/forget?token=abc')).toBeNull();
  });

  it('refreshes a valid session on every navigation, each with its own request key', async () => {
    storeSession(tokenExpiringIn(3600));
    authRefresh.mockResolvedValue({});
    expect(await outcome('/home')).toBeNull();
    expect(await outcome('/me')).toBeNull();
    expect(authRefresh).toHaveBeenCalledTimes(2);
    const keys: unknown[] = authRefresh.mock.calls.map((call: unknown[]) => call[0]);
    expect(keys).toEqual([
      { requestKey: expect.stringMatching(/^auth-refresh-/) },
      { requestKey: expect.stringMatching(/^auth-refresh-/) },
    ]);
    expect(new Set(keys.map((options) => JSON.stringify(options))).size).toBe(2);
  });

  it('sends / to /home without a second refresh', async () => {
    storeSession(tokenExpiringIn(3600));
    expect(await outcome('/')).toBe('/home');
    expect(authRefresh).not.toHaveBeenCalled();
  });

  it('on a failed refresh warns (then the error), clears the session and goes to /login', async () => {
    storeSession(tokenExpiringIn(3600));
    const failure = Object.assign(new Error('Missing or invalid authentication.'), {
      name: 'ClientResponseError 401',
      status: 401,
      isAbort: false,
      response: { status: 401, message: 'The request requires valid record authorization token.' },
    });
    authRefresh.mockRejectedValue(failure);
    expect(await outcome('/home')).toBe('/login');
    expect(warning).toHaveBeenCalledWith(
      'Your login status has expired, please log in again!',
      'Please log in to continue.',
    );
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });

  it('treats an expired token as signed out, with the warning', async () => {
    storeSession(tokenExpiringIn(-60));
    expect(await outcome('/home')).toBe('/login');
    expect(authRefresh).not.toHaveBeenCalled();
    expect(warning).toHaveBeenCalledWith('Your login status has expired, please log in again!');
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});

describe('a refresh that cannot reach the server (docs/offline.md)', () => {
  const refusal = (status: number) =>
    new ClientResponseError({ status, response: { status, message: 'Refused.' } });

  it.each([
    ['no answer at all', networkError(), 'unreachable'],
    ['an abort', new ClientResponseError({ status: 0, isAbort: true }), 'aborted'],
    ['401', refusal(401), 'refused'],
    ['403', refusal(403), 'refused'],
    ['404', refusal(404), 'refused'],
  ])('reads %s as %s', (_name, error, expected) => {
    expect(refreshFailure(error)).toBe(expected);
  });

  it('keeps the session, warns nothing and marks the app offline until the server answers', async () => {
    storeSession(tokenExpiringIn(3600));
    const stored = localStorage.getItem(STORAGE_KEYS.session);
    authRefresh.mockRejectedValue(networkError());
    expect(await outcome('/chat')).toBeNull();
    expect(warning).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBe(stored);
    expect(isServerUnreachable()).toBe(true);
    expect(isOffline()).toBe(true);

    authRefresh.mockResolvedValue({});
    expect(await outcome('/chat')).toBeNull();
    expect(isServerUnreachable()).toBe(false);
  });

  it.each([403, 404])('still signs out when the server refuses with %i', async (status) => {
    storeSession(tokenExpiringIn(3600));
    authRefresh.mockRejectedValue(refusal(status));
    expect(await outcome('/home')).toBe('/login');
    expect(warning).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(isServerUnreachable()).toBe(false);
  });
});
