/**
 * A message's text as the chat shows it: the small Markdown subset a chat needs, as plain data.
 * Nothing here can carry markup: every leaf is text, and links only have checked addresses.
 */

/** A run of text inside a paragraph, list item or quote. */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'del'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  /** `href` is http(s) or mailto (see `safeHref`); `text` differs from it for `[text](url)`. */
  | { kind: 'link'; href: string; children: InlineNode[] }
  /** `@nickname` of a user the message mentions. */
  | { kind: 'mention'; user: string; text: string }
  /** A `:shortcode:` typed as its emoji. */
  | { kind: 'emoji'; emoji: string; shortcode: string }
  | { kind: 'break' };

/** A block of the message, in the order written. */
export type BlockNode =
  | { kind: 'paragraph'; children: InlineNode[] }
  /** `language` as written after the fence ('' when none). */
  | { kind: 'codeBlock'; language: string; code: string }
  | { kind: 'quote'; children: BlockNode[] }
  | { kind: 'list'; ordered: boolean; start: number; items: BlockNode[][] };

/** A user a message mentions, with the nickname its text names them by. */
export interface MentionedPerson {
  id: string;
  nickname: string;
}
