/**
 * Loose conversions of submitted values, matching the Go `cast` package PocketBase uses so that
 * multipart strings and JSON values normalise the same way.
 */

/** `12` ⇒ `"12"`, `true` ⇒ `"true"`, `null` ⇒ `""`, objects ⇒ `""`. */
export function toText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : '';
  if (typeof raw === 'boolean' || typeof raw === 'bigint') return String(raw);
  return '';
}

/** `"12.5"` ⇒ `12.5`, `true` ⇒ `1`, `"abc"` ⇒ `0`, `""` ⇒ `0`. */
export function toNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'boolean') return raw ? 1 : 0;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return 0;
    const parsed = Number(text);
    return Number.isNaN(parsed) ? 0 : parsed;
  }
  return 0;
}

const TRUE_TEXT = new Set(['1', 't', 'true', 'yes', 'on']);

/** `"true"`, `"1"`, `"t"`, `1`, `true` ⇒ `true`; anything else ⇒ `false`. */
export function toBool(raw: unknown): boolean {
  if (typeof raw === 'boolean') return raw;
  if (typeof raw === 'number') return raw !== 0;
  if (typeof raw === 'string') return TRUE_TEXT.has(raw.trim().toLowerCase());
  return false;
}

/**
 * A list of distinct non-empty strings, accepting a list, a single value, or JSON array text.
 *
 * `["a","a","b"]` ⇒ `["a","b"]`; `'["x"]'` ⇒ `["x"]`; `"x"` ⇒ `["x"]`; `""` ⇒ `[]`
 */
export function toUniqueStrings(raw: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === 'string' && raw.trim().startsWith('[')) items = parseJsonArray(raw);
  else if (raw === null || raw === undefined) items = [];
  else items = [raw];
  const seen = new Set<string>();
  for (const item of items) {
    const text = toText(item);
    if (text !== '') seen.add(text);
  }
  return [...seen];
}

function parseJsonArray(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [text];
  } catch {
    // note: text that merely starts with "[" is a plain value, not a list.
    return [text];
  }
}

/** Parses JSON text into a list, `[]` when it is not one (column values). */
export function jsonListFromColumn(raw: unknown): string[] {
  if (typeof raw !== 'string' || raw === '') return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map((item) => toText(item)) : [];
  } catch {
    // note: a hand-edited column with broken JSON reads as empty rather than failing the request.
    return [];
  }
}

/** Counts characters the way Go counts runes, so `max` limits match PocketBase for CJK text. */
export function runeLength(text: string): number {
  let count = 0;
  for (const _char of text) count++;
  return count;
}
