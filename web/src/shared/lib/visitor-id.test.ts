import { VISITOR_COOKIE } from '@hearth/shared';
import { describe, expect, it, vi } from 'vitest';
import { ensureVisitorId, readCookie, visitorCookie } from './visitor-id';

function deps(cookies: string, fetched: Promise<string>) {
  return {
    getCookies: () => cookies,
    setCookie: vi.fn(),
    fetchVisitorId: vi.fn(() => fetched),
    logError: vi.fn(),
  };
}

describe('visitor cookie (spec sections 3 and 9)', () => {
  it('is named, lives 999999 s, is Secure and not HttpOnly', () => {
    const cookie = visitorCookie('v-123');
    const parts = cookie.split('; ');
    expect(parts[0]).toBe(`${VISITOR_COOKIE.name}=v-123`);
    expect(VISITOR_COOKIE.name).toBe('hearth_visitor_id');
    expect(parts).toContain('Max-Age=999999');
    expect(parts).toContain('Secure');
    expect(parts).toContain('Path=/');
    expect(cookie.toLowerCase()).not.toContain('httponly');
  });

  it('reads a cookie among others', () => {
    expect(readCookie(`a=1; ${VISITOR_COOKIE.name}=xyz; b=2`, VISITOR_COOKIE.name)).toBe('xyz');
    expect(readCookie('a=1', VISITOR_COOKIE.name)).toBeNull();
  });
});

describe('ensureVisitorId (spec section 4)', () => {
  it('fetches and writes the cookie only when it is absent', async () => {
    const absent = deps('other=1', Promise.resolve('fresh-id'));
    await expect(ensureVisitorId(absent)).resolves.toBe('fresh-id');
    expect(absent.fetchVisitorId).toHaveBeenCalledTimes(1);
    expect(absent.setCookie).toHaveBeenCalledWith(visitorCookie('fresh-id'));
  });

  it('does nothing when the cookie is already set', async () => {
    const present = deps(`${VISITOR_COOKIE.name}=known`, Promise.resolve('other'));
    await expect(ensureVisitorId(present)).resolves.toBe('known');
    expect(present.fetchVisitorId).not.toHaveBeenCalled();
    expect(present.setCookie).not.toHaveBeenCalled();
  });

  it('logs a failure, writes nothing and never throws', async () => {
    const failing = deps('', Promise.reject(new Error('script blocked')));
    await expect(ensureVisitorId(failing)).resolves.toBeNull();
    expect(failing.setCookie).not.toHaveBeenCalled();
    expect(failing.logError).toHaveBeenCalledTimes(1);
  });
});
