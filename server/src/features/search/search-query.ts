import { cjkTokens, foldText, segmentsOf, wordsOf } from './search-text.js';

/**
 * One thing a message must contain to match a query (all of a query's terms must match).
 *
 * - `cjk`: a run of two or more CJK characters, found as a substring (its consecutive bigrams
 *   as one phrase);
 * - `character`: one CJK character alone, found anywhere (a prefix of the run tokens);
 * - `words`: a chunk of other text between spaces, as the tokenizer cuts it (`e-mail` ⇒
 *   `e`, `mail`): those words in a row, the last one also as a word prefix when `isPrefix`.
 */
export type SearchTerm =
  | { kind: 'cjk'; text: string; grams: string[] }
  | { kind: 'character'; text: string }
  | { kind: 'words'; words: string[]; isPrefix: boolean };

/** Terms one query may have; more are ignored (a longer query only narrows what is found). */
export const MAX_TERMS = 8;
/**
 * Lone CJK characters one query may have: each is a prefix of many index tokens, by far the
 * costliest term, so past this many they are ignored.
 */
export const MAX_CHARACTER_TERMS = 2;
/**
 * The shortest last word that is also matched as a prefix: a one-letter prefix would expand to
 * a good part of the vocabulary for a result nobody wants (`a` finds words starting with `a`).
 */
export const MIN_PREFIX_LENGTH = 2;

/**
 * Turns a query into the terms a message must contain, folded as the index is; no term is
 * syntax: quotes, `AND`, `*`, `:` or SQL in the query are just text (mostly separators).
 * An empty list means the query has nothing to look for (only punctuation or symbols).
 *
 * `東京 Run` ⇒ cjk `東京` (`東京`), words [`run`] prefix;
 * `我爱React开发` ⇒ cjk `我爱`, words [`react`] prefix, cjk `开发`;
 * `"a" OR b*` ⇒ words [`a`], words [`or`] prefix, words [`b`]
 */
export function parseSearchQuery(query: string): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  let characters = 0;
  const add = (key: string, term: SearchTerm) => {
    if (seen.has(key) || terms.length >= MAX_TERMS) return;
    seen.add(key);
    terms.push(term);
  };
  for (const segment of segmentsOf(foldText(query))) {
    if (segment.isCjk) {
      const grams = cjkTokens(segment.text).slice(0, -1);
      if (grams.length > 0) {
        add(`c:${segment.text}`, { kind: 'cjk', text: segment.text, grams });
      } else if (characters < MAX_CHARACTER_TERMS && !seen.has(`1:${segment.text}`)) {
        characters++;
        add(`1:${segment.text}`, { kind: 'character', text: segment.text });
      }
      continue;
    }
    for (const chunk of segment.text.split(/\s+/)) {
      const words = wordsOf(chunk);
      const last = words[words.length - 1];
      if (last === undefined) continue;
      const isPrefix = Array.from(last).length >= MIN_PREFIX_LENGTH;
      add(`w:${words.join(' ')}`, { kind: 'words', words, isPrefix });
    }
  }
  return terms;
}
