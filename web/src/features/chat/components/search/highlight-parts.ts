/** A piece of a found message's text: matched (shown marked) or not. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/** Text shown before the first match when the match is far into a long message. */
const LEAD = 40;
/** The most characters of a message a result shows. */
const SHOWN_MAX = 300;
const ELLIPSIS = '…';

/** The server's ranges, kept to the text, in order, without overlaps. */
function cleanRanges(
  length: number,
  highlights: readonly (readonly number[])[],
): [number, number][] {
  const ranges: [number, number][] = [];
  const sorted = highlights
    .map(([start = 0, end = 0]): [number, number] => [Math.max(0, start), Math.min(length, end)])
    .filter(([start, end]) => Number.isInteger(start) && Number.isInteger(end) && start < end)
    .sort((a, b) => a[0] - b[0]);
  for (const [start, end] of sorted) {
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/** Moves an index off the second half of a surrogate pair, so no character is cut in two. */
function wholeCharacter(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff ? index + 1 : index;
}

/** Where the shown part starts: early enough to show some words before the first match. */
function snippetStart(text: string, firstMatch: number): number {
  if (firstMatch <= LEAD) return 0;
  const from = firstMatch - LEAD;
  const space = text.indexOf(' ', from);
  return wholeCharacter(text, space !== -1 && space < firstMatch ? space + 1 : from);
}

/**
 * A found message's text as parts to show, the matches marked: the whole text when short, else a
 * window from a little before the first match, with "…" where text was left out. The parts stay
 * text: nothing in a message is ever read as markup.
 */
export function highlightParts(
  text: string,
  highlights: readonly (readonly number[])[],
): TextPart[] {
  const ranges = cleanRanges(text.length, highlights);
  const start = snippetStart(text, ranges[0]?.[0] ?? 0);
  const end = wholeCharacter(text, Math.min(text.length, start + SHOWN_MAX));
  const parts: TextPart[] = start > 0 ? [{ text: ELLIPSIS, marked: false }] : [];
  let at = start;
  for (const [from, to] of ranges) {
    if (to <= at || from >= end) continue;
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    parts.push({ text: text.slice(Math.max(from, at), Math.min(to, end)), marked: true });
    at = Math.min(to, end);
  }
  if (at < end) parts.push({ text: text.slice(at, end), marked: false });
  if (end < text.length) parts.push({ text: ELLIPSIS, marked: false });
  return parts;
}
