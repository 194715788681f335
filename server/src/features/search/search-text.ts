/**
 * How message text and search queries are normalised, on both sides of the index alike.
 *
 * Folding: NFKC (full-width `Ａ１` ⇒ `A1`, half-width `ｶﾞ` ⇒ `ガ`), lower case, and accents
 * removed (`Café` ⇒ `cafe`); kana keep their voicing marks.
 * Then runs of Chinese, Japanese and Korean letters, which are written without spaces between
 * words, become overlapping bigrams; other text is left to the index's word tokenizer.
 */

/** Letters of the scripts searched by substring: Han, Hiragana, Katakana (with `ー`), Hangul. */
const CJK_CLASS = String.raw`[[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]&&[\p{L}\p{Nl}]]|ー`;
const CJK_RUN = new RegExp(`(?:${CJK_CLASS})+`, 'gv');
const IS_CJK = new RegExp(`^(?:${CJK_CLASS})`, 'v');
/** A word of the other scripts: what the index's tokenizer keeps (`L* N* Co M*`), CJK aside. */
const WORD = new RegExp(String.raw`(?:(?!${CJK_CLASS})[\p{L}\p{N}\p{M}\p{Co}])+`, 'gv');
/**
 * Marks shared by scripts (Script=Inherited): the accents of Latin, Greek and Cyrillic, Arabic
 * vowel marks, variation selectors. Not the kana voicing marks, which make other kana, nor the
 * vowel signs of Indic and Thai, which belong to their scripts.
 */
const INHERITED_MARKS = /\p{Script=Inherited}/gu;
const KANA_VOICING_MARKS = new Set(['\u3099', '\u309a']);
/**
 * A base character with the marks that follow it: folded as one, so `e` + `◌́` ⇒ `e` and a
 * half-width kana with its (non-combining) voicing mark ⇒ one full-width kana.
 */
const CLUSTER = /\P{M}[\p{M}\uFF9E\uFF9F]*|[\p{M}\uFF9E\uFF9F]+/gu;

/**
 * Folds text for the index and for queries.
 *
 * `Café ＡＢＣ` ⇒ `cafe abc`; `ｶﾞｰﾃﾞﾝ` ⇒ `ガーデン`; `Ｒｅａｃｔ開発` ⇒ `react開発`
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(INHERITED_MARKS, (mark) => (KANA_VOICING_MARKS.has(mark) ? mark : ''))
    .normalize('NFC');
}

/**
 * Folds text as `foldText` does, one character cluster at a time, remembering where in `text`
 * each unit of the result came from, so that matches in folded text map back to the original.
 * The two agree but where a compatibility form spans clusters (rare: they are then folded
 * apart here, and a highlight may be missed, never misplaced).
 */
export function foldWithOrigins(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const match of text.matchAll(CLUSTER)) {
    const cluster = match[0];
    const code = cluster.charCodeAt(0);
    const piece =
      cluster.length === 1 && code < 0x80 ? cluster.toLowerCase() : foldCluster(cluster);
    folded += piece;
    for (let i = 0; i < piece.length; i++) {
      starts.push(match.index);
      ends.push(match.index + cluster.length);
    }
  }
  return { text: folded, starts, ends };
}

/** Folded text with, for each of its UTF-16 units, the `[start, end)` it came from. */
export interface FoldedText {
  text: string;
  starts: number[];
  ends: number[];
}

function foldCluster(cluster: string): string {
  const compatible = cluster.normalize('NFKC');
  // note: NFD would split the voicing mark off a kana; CJK keeps its marks.
  if (IS_CJK.test(compatible)) return compatible;
  return foldText(compatible);
}

/** A stretch of folded text: a run of CJK letters, or anything else. */
export interface TextSegment {
  text: string;
  isCjk: boolean;
  /** Where it starts in the folded text. */
  at: number;
}

/** Cuts folded text into CJK runs and the text between them, in order. */
export function segmentsOf(folded: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const run of folded.matchAll(CJK_RUN)) {
    if (run.index > at) segments.push({ text: folded.slice(at, run.index), isCjk: false, at });
    segments.push({ text: run[0], isCjk: true, at: run.index });
    at = run.index + run[0].length;
  }
  if (at < folded.length) segments.push({ text: folded.slice(at), isCjk: false, at });
  return segments;
}

/**
 * The tokens of a CJK run: its overlapping bigrams, then its last character alone. The lone
 * last character lets a one-character query (a prefix of the tokens) find every character of
 * the run, and it sits between two runs' bigrams so that no phrase can match across them.
 *
 * `東京へ` ⇒ `東京 京へ へ`; `中` ⇒ `中`
 */
export function cjkTokens(run: string): string[] {
  const characters = Array.from(run);
  return characters.map((character, i) => character + (characters[i + 1] ?? ''));
}

/**
 * A message's text as the index stores it: folded, CJK runs as bigram tokens, the rest as is
 * for the word tokenizer, with spaces between the two so their tokens never run together.
 *
 * `我爱React开发` ⇒ `我爱 爱 react 开发 发`
 */
export function indexText(text: string): string {
  return segmentsOf(foldText(text))
    .map((segment) => (segment.isCjk ? cjkTokens(segment.text).join(' ') : segment.text.trim()))
    .filter((part) => part !== '')
    .join(' ');
}

/** The words of folded non-CJK text, as the index's tokenizer cuts them. */
export function wordsOf(folded: string): string[] {
  return Array.from(folded.matchAll(WORD), (match) => match[0]);
}

/** Every word of folded text with where it starts. */
export function wordSpansOf(folded: string): Array<{ word: string; at: number }> {
  return Array.from(folded.matchAll(WORD), (match) => ({ word: match[0], at: match.index }));
}
