/** The longest nickname (`users.nickname`): a mention being typed is never longer. */
const NICKNAME_MAX = 50;

/** Characters that make an `@` part of an address (`ann@example.com`) rather than a mention. */
const ADDRESS_CHARACTER = /[A-Za-z0-9_.+-]/;

/** A mention being typed: where its `@` is, and what follows it up to the caret. */
export interface MentionToken {
  start: number;
  query: string;
}

/**
 * The mention being typed at `caret`, if any: an `@` at the start, after a space or punctuation,
 * or straight after Chinese or Japanese text (written without spaces), followed by at most a
 * nickname's length of text on the same line. Nicknames may hold spaces, so the query may too.
 */
export function mentionTokenAt(text: string, caret: number): MentionToken | null {
  const from = Math.max(0, caret - NICKNAME_MAX - 1);
  const start = text.lastIndexOf('@', caret - 1);
  if (start < from || start === -1) return null;
  const query = text.slice(start + 1, caret);
  if (query.includes('\n') || /^\s/.test(query)) return null;
  const before = text.charAt(start - 1);
  return ADDRESS_CHARACTER.test(before) ? null : { start, query };
}

/**
 * The text with the token replaced by `@nickname ` (the space ends the mention, also in Chinese
 * and Japanese), and where the caret goes: right after it.
 */
export function insertMention(
  text: string,
  token: MentionToken,
  caret: number,
  nickname: string,
): { text: string; caret: number } {
  const mention = `@${nickname} `;
  const after = text.slice(caret).replace(/^ /, '');
  return {
    text: text.slice(0, token.start) + mention + after,
    caret: token.start + mention.length,
  };
}
