/**
 * `\p{RGI_Emoji}` (the `v` flag) matches one whole recommended emoji sequence: skin tones, ZWJ
 * sequences, keycaps, flags and tag sequences, each a single grapheme cluster, so anchored it
 * means "exactly one emoji" without a grapheme segmenter.
 */
// note: built at run time because TypeScript refuses the `v` flag below an ES2024 target;
// Node 20 supports it.
const ONE_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

/** The emoji presentation selector, which qualifies a character as an emoji. */
const VS16 = '\uFE0F';

/**
 * The fully-qualified (RGI) form of a text that is exactly one emoji, or null when it is
 * anything else. A redundant or missing trailing presentation selector is corrected (`👍️` and
 * `❤` become `👍` and `❤️`): pickers and keyboards disagree on it (emojibase writes `👍️`), and
 * one form per emoji keeps one reaction per emoji.
 *
 * @example
 * canonicalEmoji('👍🏽') // '👍🏽'
 * canonicalEmoji('👍👍') // null
 */
export function canonicalEmoji(text: string): string | null {
  if (ONE_EMOJI.test(text)) return text;
  if (text.endsWith(VS16)) {
    const bare = text.slice(0, -VS16.length);
    return ONE_EMOJI.test(bare) ? bare : null;
  }
  return ONE_EMOJI.test(text + VS16) ? text + VS16 : null;
}
