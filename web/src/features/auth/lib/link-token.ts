import type { FieldError } from '@/shared/lib/api-error';

/** What a mailed link's token says about itself; only the server can tell whether it still works. */
export interface LinkToken {
  /** The account's address (PocketBase puts it in reset, verification and email-change tokens). */
  email: string | null;
  /** The address an email-change link moves the account to. */
  newEmail: string | null;
  /** Past its `exp`: the server would refuse it, so there is no point asking for a password. */
  expired: boolean;
}

/** The server's field error for a token it does not take, shown at once for an expired link. */
export const EXPIRED_LINK: FieldError = {
  code: 'validation_invalid_token',
  message: 'Invalid or expired token.',
};

// note: the session's own JWT reading (shared/lib/session.ts) stays private to the first paint's
// chunk; these few lines load only with the pages that open mailed links.
function claimsOf(token: string): Record<string, unknown> {
  try {
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(payload));
    return typeof json === 'object' && json !== null ? { ...json } : {};
  } catch {
    return {};
  }
}

/** Reads a mailed link's token without verifying it (the server does). `nowMs`: for tests. */
export function readLinkToken(token: string, nowMs = Date.now()): LinkToken {
  const claims = claimsOf(token);
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const exp = claims['exp'];
  return {
    email: text(claims['email']),
    newEmail: text(claims['newEmail']),
    expired: typeof exp === 'number' && exp * 1000 <= nowMs,
  };
}
