import { VISITOR_COOKIE } from '@hearth/shared';

/**
 * The Fingerprint Pro loader's retry settings (spec section 9). The official loader applies
 * exactly these itself (5 attempts, back-off from 100 ms capped at 3000 ms), so they are not
 * passed in; they are kept here so the spec's figures live next to the code that relies on them.
 */
export const FINGERPRINT_LOADER_SETTINGS = { attempts: 5, baseDelayMs: 100, maxDelayMs: 3000 };

/** Reads a cookie by name from a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The visitor cookie (spec sections 3 and 9): max-age 999999 s, Secure, and readable by scripts
 * (a script writes it, so it cannot be HttpOnly).
 */
export function visitorCookie(visitorId: string): string {
  return [
    `${VISITOR_COOKIE.name}=${encodeURIComponent(visitorId)}`,
    `Max-Age=${VISITOR_COOKIE.maxAgeSeconds}`,
    'Path=/',
    'Secure',
    'SameSite=Lax',
  ].join('; ');
}

/** Where the visitor id comes from and goes to; the defaults are the browser's. */
export interface VisitorIdDeps {
  getCookies: () => string;
  setCookie: (cookie: string) => void;
  fetchVisitorId: () => Promise<string>;
  logError: (...args: unknown[]) => void;
}

/**
 * Spec section 4: fetches the visitor identifier only when its cookie is absent, then saves it in
 * the cookie. Failures are logged and never thrown, so the app never waits on or breaks for it.
 * Resolves with the identifier, or `null` when it could not be had.
 */
export async function ensureVisitorId(deps: VisitorIdDeps): Promise<string | null> {
  const existing = readCookie(deps.getCookies(), VISITOR_COOKIE.name);
  if (existing) return existing;
  try {
    const visitorId = await deps.fetchVisitorId();
    if (!visitorId) throw new Error('the fingerprint agent returned no visitorId');
    deps.setCookie(visitorCookie(visitorId));
    return visitorId;
  } catch (error) {
    deps.logError('Could not get the visitor identifier:', error);
    return null;
  }
}

/**
 * Computes a visitor id: with the official Fingerprint Pro loader when an API key is configured,
 * otherwise locally with the open-source agent. Both are loaded on demand, off the first paint.
 */
export async function fetchVisitorId(
  proKey: string | null,
  region: 'us' | 'eu' | 'ap' | null,
): Promise<string> {
  if (proKey) {
    const { load } = await import('@fingerprintjs/fingerprintjs-pro');
    const agent = await load({ apiKey: proKey, ...(region ? { region } : {}) });
    return (await agent.get()).visitorId;
  }
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load();
  return (await agent.get()).visitorId;
}
