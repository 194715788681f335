import { loadPb } from '../lib/load-pb';
import { tokenExpiry } from '../lib/session';

/** A token is renewed this long before it expires, so no URL is built with a dying one. */
export const FILE_TOKEN_MARGIN_MS = 30_000;
/** When a token's expiry cannot be read, it is renewed after this long (they last ~2 minutes). */
const FALLBACK_LIFETIME_MS = 60_000;

interface Held {
  token: string;
  renewAt: number;
}

let held: Held | null = null;
let pending: Promise<string> | null = null;
let owner: string | null = null;

function renewAt(token: string, now: number): number {
  const exp = tokenExpiry(token);
  return exp === null ? now + FALLBACK_LIFETIME_MS : exp * 1000 - FILE_TOKEN_MARGIN_MS;
}

/** The file token if one is fresh, else ''. */
export function freshFileToken(me: string): string {
  return owner === me && held && Date.now() < held.renewAt ? held.token : '';
}

/**
 * A short-lived token for protected files (`pb.files.getToken()`), shared by every file shown:
 * one request while it is fresh, a new one shortly before it expires, one per signed-in user.
 */
export function fileToken(me: string): Promise<string> {
  const fresh = freshFileToken(me);
  if (fresh) return Promise.resolve(fresh);
  if (owner !== me) {
    owner = me;
    held = null;
    pending = null;
  }
  pending ??= loadPb()
    .then(({ pb }) => pb.files.getToken({ requestKey: null }))
    .then(
      (token) => {
        if (owner === me) held = { token, renewAt: renewAt(token, Date.now()) };
        pending = null;
        return token;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
  return pending;
}

/** When the current token should be renewed (ms since epoch), or null when none is held. */
export function fileTokenRenewAt(me: string): number | null {
  return owner === me && held ? held.renewAt : null;
}

/** A protected file's URL with a fresh token (for downloads opened a while after showing). */
export async function protectedFileUrl(
  me: string,
  record: { id: string; collectionId: string; collectionName: string },
  filename: string,
  thumb?: string,
): Promise<string> {
  const [token, { pb }] = await Promise.all([fileToken(me), loadPb()]);
  return pb.files.getURL(record, filename, thumb ? { token, thumb } : { token });
}
