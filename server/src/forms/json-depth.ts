/**
 * The deepest nesting of arrays and objects Hearth reads from a client. PB compat: Go's
 * `encoding/json` stops at 10,000 levels; JavaScript's recursive walkers (`JSON.stringify`,
 * `structuredClone`, the validators) run out of stack well before that, so a deeper body would
 * fail half-way through a write as a 500 instead of being refused up front with a 400.
 */
export const MAX_JSON_DEPTH = 1000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * Tells whether a JSON text nests arrays and objects deeper than `maxDepth`, in one pass over
 * its characters without recursion (strings are skipped, so `"[[["` is depth 0). The text need
 * not be valid JSON: the parser that runs next refuses what is broken.
 * `'[[1]]'` with 1 ⇒ true; `'[[1]]'` with 2 ⇒ false; `'{"a":"{{{"}'` with 1 ⇒ false
 */
export function isJsonTextTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  // note: every level takes at least two characters, so the common short text needs no scan.
  if (text.length <= maxDepth * 2) return false;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/**
 * Tells whether a value nests arrays and objects deeper than `maxDepth`, walking it with its
 * own stack instead of the call stack. `[[1]]` with 1 ⇒ true; `{a: [1]}` with 2 ⇒ false
 */
export function isJsonValueTooDeep(value: unknown, maxDepth = MAX_JSON_DEPTH): boolean {
  const pending: unknown[] = [value];
  const depths: number[] = [0];
  while (pending.length > 0) {
    const item = pending.pop();
    const depth = depths.pop() ?? 0;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (typeof child === 'object' && child !== null) {
        pending.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}
