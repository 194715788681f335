import type { SqlValue } from '../storage/sql.js';

const LIKE_SPECIALS = ['\\', '%', '_'];

/**
 * Turns a bound value into a `~` pattern, as PocketBase does: a value without an unescaped `%`
 * becomes "contains", with `\`, `%` and `_` escaped (characters already escaped stay as they
 * are); a value with its own unescaped `%` is the caller's pattern and is used verbatim.
 *
 * `abc` ⇒ `%abc%`; `a_b` ⇒ `%a\_b%`; `a\b` ⇒ `%a\\b%`; `Lorem%` ⇒ `Lorem%`; `50\%` ⇒ `%50\%%`
 */
export function escapeLikeValue(value: SqlValue): string {
  const text = likeText(value);
  if (containsUnescaped(text, '%')) return text;
  return '%' + escapeUnescaped(text) + '%';
}

// The value as Go's cast.ToString renders it (PocketBase stringifies bound values first).
function likeText(value: SqlValue): string {
  if (value === null) return '';
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  return String(value);
}

function containsUnescaped(text: string, char: string): boolean {
  let previous = '';
  for (const current of text) {
    if (current === char && previous !== '\\') return true;
    // an escaped backslash escapes nothing after it: `\\%` has an unescaped `%`
    previous = current === '\\' && previous === '\\' ? '' : current;
  }
  return false;
}

/**
 * Prefixes `\`, `%` and `_` with a backslash unless the character before them already is one.
 * Scanning from the end, the character before a special one is only checked for being a
 * backslash, never escaped itself (PocketBase's exact rule).
 */
function escapeUnescaped(text: string): string {
  const chars = Array.from(text);
  const out: string[] = [];
  let pending = false;
  for (let index = chars.length - 1; index >= 0; index--) {
    const char = chars[index] ?? '';
    if (pending) {
      if (char !== '\\') out.push('\\');
      pending = false;
    } else {
      pending = LIKE_SPECIALS.includes(char);
    }
    out.push(char);
    if (index === 0 && pending) out.push('\\');
  }
  return out.reverse().join('');
}
