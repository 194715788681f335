/** Longer links get no preview: the stored `preview` (with its `url`) must stay small. */
export const LINK_MAX_LENGTH = 2000;

// note: the web app's rule (web/src/shared/markdown/linkify.ts), so that the preview belongs to
// the link the reader sees first. Chinese and Japanese punctuation ends an address written
// without a space after it ("看 https://x.org。谢谢"); their letters may be part of it.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"。，、！？；：「」『』（）【】]+/giu;
/** Punctuation that ends a sentence rather than the address ("see https://x.org."). */
const TRAILING = /[.,;:!?'")\]}>、。，！？」』）]+$/u;

/**
 * The first http(s) link of a message's text, as the address it opens (`URL.href`), or null
 * when there is none. Only the first one counts: a message has at most one preview. A first
 * link too long to store gives no preview rather than one for a later link.
 */
export function firstLink(text: string): string | null {
  for (const match of text.matchAll(URL_PATTERN)) {
    const whole = match[0];
    let address = whole.replace(TRAILING, '');
    // Keep a closing bracket that belongs to the address, as in "…/Mercury_(planet)".
    const unclosed = address.split('(').length > address.split(')').length;
    if (unclosed && whole.charAt(address.length) === ')') address += ')';
    const href = httpHref(address);
    if (href === null) continue;
    return href.length <= LINK_MAX_LENGTH ? href : null;
  }
  return null;
}

function httpHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
