/** The scripts the server finds by substrings of two characters or more, not by words. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_PAIR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2}/u;
const OTHER_WORD = /[^\P{L}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|\p{N}/u;

/**
 * Whether a query is worth sending: `empty` when nothing is typed; `tooShort` when it is only
 * lone Chinese or Japanese characters, which match nothing (docs/chat-data-model.md, "Search");
 * else `ready` (one Latin letter already finds words that start with it).
 */
export function searchReadiness(query: string): 'empty' | 'tooShort' | 'ready' {
  const q = query.trim();
  if (!q) return 'empty';
  if (CJK.test(q) && !CJK_PAIR.test(q) && !OTHER_WORD.test(q)) return 'tooShort';
  return 'ready';
}
