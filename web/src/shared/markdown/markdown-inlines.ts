import type { Token, Tokens } from 'marked';
import { safeHref } from './linkify';
import type { ExtensionToken } from './markdown-extensions';
import type { InlineNode } from './message-nodes';

/** The tokens marked's inline lexer makes (besides the extensions'). */
type InlineToken =
  | Tokens.Text
  | Tokens.Escape
  | Tokens.Strong
  | Tokens.Em
  | Tokens.Del
  | Tokens.Codespan
  | Tokens.Br
  | Tokens.Link
  | Tokens.Tag
  | Tokens.Image
  | Tokens.Checkbox;

const EXTENSION_TYPES: ReadonlySet<string> = new Set(['mention', 'emoji', 'weblink']);

function text(value: string): InlineNode {
  return { kind: 'text', text: value };
}

function fromExtension(token: ExtensionToken): InlineNode {
  switch (token.type) {
    case 'mention':
      return { kind: 'mention', user: token.user, text: token.raw };
    case 'emoji':
      return { kind: 'emoji', emoji: token.emoji, shortcode: token.raw };
    case 'weblink':
      return { kind: 'link', href: token.href, children: [text(token.raw)] };
  }
}

/**
 * One inline token as shown. What the chat does not format (raw HTML, images) shows as the
 * characters typed, and a link whose address is not http(s) or mailto is text too.
 */
function toInline(token: Token): InlineNode[] {
  // note: the extensions' tokens are the only ones of these types, built in markdown-extensions.
  if (EXTENSION_TYPES.has(token.type)) return [fromExtension(token as ExtensionToken)];
  // note: any other token comes from marked's inline lexer, so it is one of its inline kinds.
  const known = token as InlineToken;
  switch (known.type) {
    case 'text':
      return known.tokens ? toInlines(known.tokens) : [text(known.text)];
    case 'escape':
      return [text(known.text)];
    case 'strong':
    case 'em':
    case 'del':
      return [{ kind: known.type, children: toInlines(known.tokens) }];
    case 'codespan':
      return [{ kind: 'code', text: known.text }];
    case 'br':
      return [{ kind: 'break' }];
    case 'link': {
      const href = safeHref(known.href, { mail: true });
      return href ? [{ kind: 'link', href, children: toInlines(known.tokens) }] : [text(known.raw)];
    }
    case 'html':
    case 'image':
    case 'checkbox':
      return [text(known.raw)];
  }
}

/** Inline tokens as the message's inline nodes. */
export function toInlines(tokens: readonly Token[]): InlineNode[] {
  return tokens.flatMap(toInline);
}
