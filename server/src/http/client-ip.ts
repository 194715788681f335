import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { HttpEnv } from './http-env.js';

/**
 * The client's IP, as PocketBase's `RealIP()`: the first valid address of the first configured
 * trusted proxy header (`trustedProxy.headers`; rightmost entry unless `useLeftmostIP`),
 * otherwise the socket's remote address. Empty when unknown (in-process requests).
 *
 * `X-Forwarded-For: 203.0.113.7, 10.0.0.2` with `useLeftmostIP` ⇒ `203.0.113.7`
 */
export function clientIp(c: Context<HttpEnv>): string {
  const { headers, useLeftmostIP } = c.var.app.settings.get().trustedProxy;
  for (const name of headers) {
    const value = c.req.header(name);
    if (!value) continue;
    const candidates = value.split(',').map((part) => part.trim());
    if (!useLeftmostIP) candidates.reverse();
    const ip = candidates.find((candidate) => isIP(candidate) !== 0);
    if (ip) return ip;
  }
  return remoteAddress(c);
}

function remoteAddress(c: Context<HttpEnv>): string {
  // note: requests dispatched in-process (`app.request()`) have no Node socket.
  return c.env?.incoming?.socket.remoteAddress ?? '';
}
