import { STORAGE_KEYS } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { fakeToken, tokenExpiringIn } from '@/testing/tokens';
import { clearSession, currentUser, hasValidSession, isTokenValid, storedSession } from './session';

describe('isTokenValid (spec section 4)', () => {
  const now = Date.UTC(2026, 0, 1);
  const exp = (seconds: number) => fakeToken({ id: 'u', exp: now / 1000 + seconds });

  it.each([
    ['missing', '', false],
    ['not a JWT', 'abc', false],
    ['garbage payload', 'a.b.c', false],
    ['no exp claim', fakeToken({ id: 'u' }), false],
    ['exp in the past', exp(-1), false],
    ['exp exactly now', exp(0), false],
    ['exp in the future', exp(1), true],
  ])('%s', (_name, token, expected) => {
    expect(isTokenValid(token, now)).toBe(expected);
  });
});

describe('the stored session', () => {
  it('is read from the SDK auth store key', () => {
    const record = { id: 'u1', collectionName: 'users', nickname: 'Ann' };
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ token: tokenExpiringIn(60), record }),
    );
    expect(STORAGE_KEYS.session).toBe('pocketbase_auth');
    expect(hasValidSession()).toBe(true);
    expect(currentUser()?.id).toBe('u1');
    expect(storedSession()).toBe(storedSession());
  });

  it('is signed out when damaged, expired or cleared', () => {
    const record = { id: 'u1', collectionName: 'users', nickname: 'Ann' };
    localStorage.setItem(STORAGE_KEYS.session, '{oops');
    expect(hasValidSession()).toBe(false);
    // A whole record beside an expired token: only the expiry makes it signed out.
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ token: tokenExpiringIn(-5), record }),
    );
    expect(storedSession().record?.id).toBe('u1');
    expect(hasValidSession()).toBe(false);
    expect(currentUser()).toBeNull();
    localStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ token: tokenExpiringIn(60), record }),
    );
    expect(currentUser()?.id).toBe('u1');
    clearSession();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(currentUser()).toBeNull();
  });
});
