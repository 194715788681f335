import { isIP } from 'node:net';

/** How the server fetches link previews. */
export interface LinkPreviewOptions {
  /** Off: messages never get a preview and the server contacts no linked site. */
  enabled: boolean;
  /**
   * Addresses or CIDR ranges fetched although they are not public (loopback, private, link-local…):
   * an intranet, or a test's local site. Empty by default: only public addresses are fetched.
   */
  allowAddresses: readonly string[];
  /** Ports fetched besides 80 and 443. */
  allowPorts: readonly number[];
  /** The longest a page (all its redirects included), then its image, may take. */
  timeoutMs: number;
  /** The most of a page that is read; its metadata is in its head, so the rest is dropped. */
  maxPageBytes: number;
  /** A larger image is not used. */
  maxImageBytes: number;
  /** Redirects followed from the link (each hop is checked like the link). */
  maxRedirects: number;
  /** Links fetched at the same time, per server. */
  concurrency: number;
  /** Links whose outcome is remembered, and for how long (a failure for less). */
  cacheEntries: number;
  cacheTtlMs: number;
  failureTtlMs: number;
}

export const DEFAULT_LINK_PREVIEW_OPTIONS: LinkPreviewOptions = {
  enabled: true,
  allowAddresses: [],
  allowPorts: [],
  timeoutMs: 5_000,
  maxPageBytes: 512 * 1024,
  maxImageBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  concurrency: 4,
  cacheEntries: 256,
  cacheTtlMs: 6 * 60 * 60 * 1000,
  failureTtlMs: 15 * 60 * 1000,
};

/**
 * The options from the environment, read once when the server starts:
 * `HEARTH_LINK_PREVIEWS=off` turns previews off; `HEARTH_LINK_PREVIEWS_ALLOW_ADDRESSES` lists
 * addresses or ranges that may be fetched although not public (`127.0.0.1,10.1.0.0/16`);
 * `HEARTH_LINK_PREVIEWS_ALLOW_PORTS` lists ports besides 80 and 443. A value that cannot be
 * read stops the server from starting rather than fetching more, or less, than was meant.
 */
export function linkPreviewOptionsFromEnv(env: NodeJS.ProcessEnv): LinkPreviewOptions {
  return {
    ...DEFAULT_LINK_PREVIEW_OPTIONS,
    enabled: readSwitch(env, 'HEARTH_LINK_PREVIEWS'),
    allowAddresses: readList(env, 'HEARTH_LINK_PREVIEWS_ALLOW_ADDRESSES').map(checkRange),
    allowPorts: readList(env, 'HEARTH_LINK_PREVIEWS_ALLOW_PORTS').map(checkPort),
  };
}

function readSwitch(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'on' || raw === '1' || raw === 'true') return true;
  if (raw === 'off' || raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be "on" or "off", not "${env[name]}"`);
}

function readList(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function checkRange(range: string): string {
  const [address = '', bits, extra] = range.split('/');
  const version = isIP(address);
  const prefix = Number(bits);
  const validPrefix =
    bits === undefined ||
    (Number.isInteger(prefix) && prefix >= 0 && prefix <= (version === 4 ? 32 : 128));
  if (version === 0 || !validPrefix || extra !== undefined) {
    throw new Error(
      `HEARTH_LINK_PREVIEWS_ALLOW_ADDRESSES takes addresses or CIDR ranges, not "${range}"`,
    );
  }
  return range;
}

function checkPort(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new Error(`HEARTH_LINK_PREVIEWS_ALLOW_PORTS takes port numbers, not "${raw}"`);
  }
  return port;
}
