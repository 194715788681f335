import type { SearchTerm } from './search-query.js';
import { foldWithOrigins, wordSpansOf, type FoldedText } from './search-text.js';

/** A matched part of a message's text: `[start, end)` in UTF-16 code units. */
export type Highlight = [number, number];

/**
 * The parts of `text` that a query's terms match, in order and merged where they touch or
 * overlap: CJK terms wherever they occur, words where a word of the text is one (or, for a
 * prefix, starts with one: only that start is marked). Matching is done on folded text, so
 * `cafe` marks `Café` and `ＲＵＮ` marks `run`, and mapped back to the original's positions.
 *
 * `("Running late", words [run] prefix)` ⇒ `[[0, 3]]`
 */
export function highlightsOf(text: string, terms: readonly SearchTerm[]): Highlight[] {
  if (text === '' || terms.length === 0) return [];
  const folded = foldWithOrigins(text);
  const found: Highlight[] = [];
  const words = wordSpansOf(folded.text);
  for (const term of terms) {
    if (term.kind === 'words') {
      found.push(...wordMatches(folded, words, term.words, term.isPrefix));
      continue;
    }
    for (let at = folded.text.indexOf(term.text); at >= 0;) {
      found.push(rangeOf(folded, at, term.text.length));
      at = folded.text.indexOf(term.text, at + 1);
    }
  }
  return merged(found);
}

/** Each word of the term marks the words of the text it equals (or starts, for the last one). */
function wordMatches(
  folded: FoldedText,
  spans: ReadonlyArray<{ word: string; at: number }>,
  words: readonly string[],
  isPrefix: boolean,
): Highlight[] {
  const found: Highlight[] = [];
  words.forEach((word, i) => {
    const prefix = isPrefix && i === words.length - 1;
    for (const span of spans) {
      if (span.word === word || (prefix && span.word.startsWith(word))) {
        found.push(rangeOf(folded, span.at, word.length));
      }
    }
  });
  return found;
}

function rangeOf(folded: FoldedText, at: number, length: number): Highlight {
  // note: the folded text maps every unit to a source cluster, so these indexes exist.
  return [folded.starts[at]!, folded.ends[at + length - 1]!];
}

function merged(ranges: Highlight[]): Highlight[] {
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: Highlight[] = [];
  for (const range of ranges) {
    const last = out[out.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else out.push([range[0], range[1]]);
  }
  return out;
}
