import type { Token, TokenizerExtension, TokenizerThis } from 'marked';
import { leadingLink } from './linkify';
import type { MentionedPerson } from './message-nodes';

/** The tokens these extensions add to the lexer's own. */
export type ExtensionToken =
  | { type: 'mention'; raw: string; user: string }
  | { type: 'emoji'; raw: string; emoji: string }
  | { type: 'weblink'; raw: string; href: string };

/** The emoji a shortcode (without its colons) stands for, e.g. `+1` → 👍. */
export type EmojiLookup = (shortcode: string) => string | undefined;

/** Characters of an e-mail address's local part: `ann@Bob` is an address, not a mention. */
const ADDRESS_CHAR = /[A-Za-z0-9._%+-]$/;
/** Where a mention may start: an `@` that does not follow an address's characters. */
const MENTION_START = /(?:^|[^A-Za-z0-9._%+-])@/;
const SHORTCODE = /^:([a-z0-9_+-]+):/i;
const SHORTCODE_START = /:[a-z0-9_+-]+:/i;
const URL_START = /https?:\/\//i;

function previousChar(tokens: readonly Token[]): string {
  return tokens.at(-1)?.raw.slice(-1) ?? '';
}

function insideLink(self: TokenizerThis): boolean {
  return self.lexer.state.inLink;
}

/**
 * `@nickname` of the people the message mentions. The longest nickname wins ("@Ann Lee" over
 * "@Ann"); nicknames may hold spaces and Markdown characters, which is why this is a token of
 * its own rather than a pass over the text afterwards.
 */
export function mentionExtension(people: readonly MentionedPerson[]): TokenizerExtension {
  const longestFirst = [...people].sort((a, b) => b.nickname.length - a.nickname.length);
  return {
    name: 'mention',
    level: 'inline',
    // note: stopping the text before every `@` would hide addresses from GFM's e-mail links.
    start(src) {
      const match = MENTION_START.exec(src);
      return match ? match.index + match[0].length - 1 : -1;
    },
    tokenizer(src, tokens) {
      if (!src.startsWith('@') || insideLink(this) || ADDRESS_CHAR.test(previousChar(tokens))) {
        return undefined;
      }
      const named = (person: MentionedPerson) =>
        src.slice(1, 1 + person.nickname.length).toLowerCase() === person.nickname.toLowerCase();
      const person = longestFirst.find(named);
      if (!person) return undefined;
      return { type: 'mention', raw: src.slice(0, 1 + person.nickname.length), user: person.id };
    },
  };
}

/** `:shortcode:` of a known emoji; unknown ones (`12:30:45`) stay text. */
export function emojiExtension(lookup: EmojiLookup): TokenizerExtension {
  return {
    name: 'emoji',
    level: 'inline',
    start: (src) => src.search(SHORTCODE_START),
    tokenizer(src) {
      const match = SHORTCODE.exec(src);
      const emoji = match?.[1] ? lookup(match[1].toLowerCase()) : undefined;
      return match && emoji ? { type: 'emoji', raw: match[0], emoji } : undefined;
    },
  };
}

/**
 * Bare http(s) addresses, cut where `leadingLink` cuts them: unlike GFM's autolinks, a sentence's
 * closing punctuation stays out, Chinese and Japanese (`。`, `」`) included.
 */
export function webLinkExtension(): TokenizerExtension {
  return {
    name: 'weblink',
    level: 'inline',
    start: (src) => src.search(URL_START),
    tokenizer(src) {
      const link = insideLink(this) ? null : leadingLink(src);
      return link ? { type: 'weblink', raw: link.text, href: link.href } : undefined;
    },
  };
}
