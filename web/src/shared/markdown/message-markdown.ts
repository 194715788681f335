import { Marked } from 'marked';
import type { Token, Tokens } from 'marked';
import type { EmojiLookup } from './markdown-extensions';
import { emojiExtension, mentionExtension, webLinkExtension } from './markdown-extensions';
import { toInlines } from './markdown-inlines';
import type { BlockNode, InlineNode, MentionedPerson } from './message-nodes';

/** What a message's text is read with besides itself. */
export interface MessageMarkdownContext {
  /** The people the message mentions, by the nicknames its text uses. */
  mentioned: readonly MentionedPerson[];
  /** Shortcodes to emoji, once their data has loaded; null keeps `:smile:` as typed. */
  emoji: EmojiLookup | null;
}

/** Quotes and lists nest at most this deep; deeper ones show as typed. */
const MAX_DEPTH = 5;

/** The tokens marked's block lexer makes. */
type BlockToken =
  | Tokens.Space
  | Tokens.Paragraph
  | Tokens.Text
  | Tokens.Code
  | Tokens.Blockquote
  | Tokens.List
  | Tokens.Heading
  | Tokens.Table
  | Tokens.Hr
  | Tokens.HTML
  | Tokens.Def
  | Tokens.Checkbox;

type InlineLexer = (src: string) => Token[];

/** A block the chat does not format (headings, tables, rules, raw HTML) as the text typed. */
function asTyped(raw: string, lexInline: InlineLexer): BlockNode[] {
  const typed = raw.replace(/\n+$/, '');
  return typed ? [{ kind: 'paragraph', children: toInlines(lexInline(typed)) }] : [];
}

/** A task item's `[ ]` or `[x]` stays as typed, in front of its first line. */
function withCheckbox(blocks: BlockNode[], checkbox: string): BlockNode[] {
  const [first, ...rest] = blocks;
  const mark: InlineNode = { kind: 'text', text: checkbox };
  if (first?.kind !== 'paragraph') return [{ kind: 'paragraph', children: [mark] }, ...blocks];
  return [{ kind: 'paragraph', children: [mark, ...first.children] }, ...rest];
}

function toItem(item: Tokens.ListItem, depth: number, lexInline: InlineLexer): BlockNode[] {
  const checkbox = item.tokens.find((token) => token.type === 'checkbox');
  const rest = item.tokens.filter((token) => token.type !== 'checkbox');
  const blocks = toBlocks(rest, depth + 1, lexInline);
  return checkbox ? withCheckbox(blocks, checkbox.raw) : blocks;
}

function toBlock(token: Token, depth: number, lexInline: InlineLexer): BlockNode[] {
  // note: the extensions add inline tokens only, so every block token is one of marked's own.
  const known = token as BlockToken;
  const nests = depth < MAX_DEPTH;
  switch (known.type) {
    case 'space':
      return [];
    case 'paragraph':
      return [{ kind: 'paragraph', children: toInlines(known.tokens) }];
    case 'text':
      return [{ kind: 'paragraph', children: toInlines(known.tokens ?? lexInline(known.text)) }];
    case 'code':
      return [{ kind: 'codeBlock', language: known.lang?.trim() ?? '', code: known.text }];
    case 'blockquote':
      if (!nests) return asTyped(known.raw, lexInline);
      return [{ kind: 'quote', children: toBlocks(known.tokens, depth + 1, lexInline) }];
    case 'list': {
      if (!nests) return asTyped(known.raw, lexInline);
      const items = known.items.map((item) => toItem(item, depth, lexInline));
      const start = typeof known.start === 'number' ? known.start : 1;
      return [{ kind: 'list', ordered: known.ordered, start, items }];
    }
    case 'heading':
    case 'table':
    case 'hr':
    case 'html':
    case 'def':
    case 'checkbox':
      return asTyped(known.raw, lexInline);
  }
}

function toBlocks(tokens: readonly Token[], depth: number, lexInline: InlineLexer): BlockNode[] {
  return tokens.flatMap((token) => toBlock(token, depth, lexInline));
}

/**
 * A message's text as blocks to show: bold, italic, strikethrough, code, code blocks, quotes,
 * lists and links; mentions and emoji shortcodes. Raw HTML is never interpreted: it is text.
 */
export function parseMessage(text: string, context: MessageMarkdownContext): BlockNode[] {
  const extensions = [webLinkExtension(), mentionExtension(context.mentioned)];
  if (context.emoji) extensions.push(emojiExtension(context.emoji));
  const marked = new Marked({ gfm: true, breaks: true, extensions });
  const lexInline: InlineLexer = (src) => marked.Lexer.lexInline(src, marked.defaults);
  return toBlocks(marked.lexer(text), 0, lexInline);
}
