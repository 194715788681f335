import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Settings } from '../settings/settings-model.js';
import type { HttpEnv } from './http-env.js';
import { requestHeader } from './node-request.js';

/** The address of the TCP peer (`::ffff:1.2.3.4` ⇒ `1.2.3.4`), or `''` when unknown. */
export function remoteIp(c: Context): string {
  try {
    return normalizeIp(getConnInfo(c).remote.address ?? '');
  } catch {
    // note: requests that did not come through a socket (in-process `app.request()`) have none.
    return '';
  }
}

/**
 * The client's address, PocketBase's `RealIP`: the first trusted proxy header present
 * (`trustedProxy.headers`, in order) gives a comma list whose rightmost valid IP is taken —
 * the one the proxy added — or the leftmost with `useLeftmostIP`; else the remote address.
 * Only the last occurrence of a repeated header counts, as the proxy controls that one.
 *
 * `X-Forwarded-For: 1.1.1.1, 2.2.2.2` ⇒ `2.2.2.2` (leftmost: `1.1.1.1`); no header ⇒ peer
 */
export function realIp(c: Context<HttpEnv>, trustedProxy: Settings['trustedProxy']): string {
  for (const header of trustedProxy.headers) {
    const values = requestHeader(c, header);
    if (!values) continue;
    // note: fetch's Headers joins repeated headers with ", "; PocketBase reads the last one.
    const candidates = values.split(',').map((part) => normalizeIp(part.trim()));
    const ordered = trustedProxy.useLeftmostIP ? candidates : candidates.reverse();
    const found = ordered.find((candidate) => isIP(candidate) !== 0);
    if (found) return found;
  }
  return remoteIp(c);
}

function normalizeIp(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The request's client address under the app's current trusted-proxy settings. */
export function clientIp(c: Context<HttpEnv>): string {
  return realIp(c, c.get('app').settings.get().trustedProxy);
}
