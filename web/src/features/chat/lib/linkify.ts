/** A piece of message text: plain, or a web address to link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.org."). */
const TRAILING = /[.,;:!?'")\]}>、。，！？」』）]+$/u;

/** The address as a link target, or null unless it is a well-formed http(s) URL. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits message text into plain text and http(s) links. Only these two schemes become links, so
 * `javascript:` and the like stay words.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const whole = match[0];
    let address = whole.replace(TRAILING, '');
    // Keep a closing bracket that belongs to the address, as in "…/Mercury_(planet)".
    const unclosed = address.split('(').length > address.split(')').length;
    if (unclosed && whole.charAt(address.length) === ')') address += ')';
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
