/** A web address found in text: as written, and as a link target. */
export interface FoundLink {
  text: string;
  href: string;
}

/**
 * Chinese and Japanese write no space after an address: their punctuation ends it ("看
 * https://x.org。谢谢"), while their letters may be part of it (…/wiki/中文).
 */
const URL_CHARS = '[^\\s<>"。，、！？；：「」『』（）【】]+';
const LEADING_URL = new RegExp(`^https?://${URL_CHARS}`, 'i');
/** Punctuation that ends a sentence rather than the address ("see https://x.org."). */
const TRAILING = /[.,;:!?'")\]}>、。，！？」』）]+$/u;
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address as a link target, or null unless it is a well-formed http(s) URL (or a mailto: one
 * when `mail` is allowed). Every other scheme (`javascript:`, `data:`…) stays text.
 */
export function safeHref(text: string, { mail = false } = {}): string | null {
  try {
    const url = new URL(text);
    if (!LINK_SCHEMES.has(url.protocol)) return null;
    return url.protocol !== 'mailto:' || mail ? url.href : null;
  } catch {
    return null;
  }
}

/** The address a bare URL match stands for, without the sentence's punctuation after it. */
function trimAddress(whole: string): string {
  let address = whole.replace(TRAILING, '');
  // Keep a closing bracket that belongs to the address, as in "…/Mercury_(planet)".
  const unclosed = address.split('(').length > address.split(')').length;
  if (unclosed && whole.charAt(address.length) === ')') address += ')';
  return address;
}

/** The http(s) address `text` starts with, if any. */
export function leadingLink(text: string): FoundLink | null {
  const match = LEADING_URL.exec(text);
  if (!match) return null;
  const address = trimAddress(match[0]);
  const href = safeHref(address);
  return href ? { text: address, href } : null;
}
