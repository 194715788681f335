import { Parser } from 'htmlparser2';

/**
 * How far into a page its `<meta charset>` is looked for: further than the standard's 1024-byte
 * prescan, since a browser that meets a later declaration reads the page again in it, and
 * Chinese and Japanese sites often declare it after long scripts and styles.
 */
const PRESCAN_BYTES = 64 * 1024;

/**
 * Decodes a page as a browser would: a byte order mark first, then the `charset` of the
 * Content-Type header, then a `<meta charset>` (or `http-equiv="Content-Type"`) near the top,
 * else UTF-8. Any encoding `TextDecoder` knows works (Shift_JIS, EUC-JP, GBK, GB18030, Big5,
 * EUC-KR, windows-125x…); bytes that are not valid in it become U+FFFD rather than failing.
 */
export function decodePage(body: Uint8Array, contentType: string): string {
  const label = byteOrderMark(body) ?? charsetOf(contentType) ?? metaCharset(body) ?? 'utf-8';
  return decode(body, label);
}

function byteOrderMark(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

/** The `charset` parameter of a Content-Type value (`text/html; charset="Shift_JIS"`). */
export function charsetOf(contentType: string): string | null {
  for (const parameter of contentType.split(';').slice(1)) {
    const [name = '', ...rest] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') continue;
    const value = rest
      .join('=')
      .trim()
      .replace(/^["']|["']$/g, '');
    if (value !== '') return value;
  }
  return null;
}

/** The encoding a page's head declares, read as ASCII (every candidate encoding agrees on it). */
function metaCharset(body: Uint8Array): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found !== null || name !== 'meta') return;
      const charset = attributes['charset']?.trim();
      if (charset) found = charset;
      else if (attributes['http-equiv']?.trim().toLowerCase() === 'content-type') {
        found = charsetOf(attributes['content'] ?? '');
      }
    },
  });
  parser.end(Buffer.from(body.subarray(0, PRESCAN_BYTES)).toString('latin1'));
  // The standard: a page that says it is UTF-16 in ASCII cannot be, so it is UTF-8.
  return found !== null && /^utf-16/i.test(found) ? 'utf-8' : found;
}

function decode(body: Uint8Array, label: string): string {
  let decoder;
  try {
    decoder = new TextDecoder(label.trim());
  } catch {
    // note: an unknown label (a typo, a made-up name) falls back like a page with none.
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(body);
}
