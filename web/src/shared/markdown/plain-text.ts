import type { ShortcodeTable } from './emoji-shortcodes';
import { loadedShortcodes } from './emoji-shortcodes';
import { parseMessage } from './message-markdown';
import type { BlockNode, InlineNode } from './message-nodes';

/**
 * Lines already read, by text. The chat list reads every row's newest message again at each
 * render (a new message anywhere, the clock), and lexing costs a tenth of a millisecond or more.
 */
const READ_MAX = 500;
let read = new Map<string, string>();
let readWith: ShortcodeTable | null = null;

function inlineText(node: InlineNode): string {
  switch (node.kind) {
    case 'text':
    case 'code':
    case 'mention':
      return node.text;
    case 'strong':
    case 'em':
    case 'del':
    case 'link':
      return node.children.map(inlineText).join('');
    case 'emoji':
      return node.emoji;
    case 'break':
      return ' ';
  }
}

/** A code block stands for its first line that shows something; the rest is cut anyway. */
function firstLine(code: string): string {
  return code.split('\n').find((line) => line.trim() !== '') ?? '';
}

function blockText(block: BlockNode): string {
  switch (block.kind) {
    case 'paragraph':
      return block.children.map(inlineText).join('');
    case 'codeBlock':
      return firstLine(block.code);
    case 'quote':
      return blocksText(block.children);
    case 'list':
      return block.items.map(blocksText).join(' ');
  }
}

function blocksText(blocks: readonly BlockNode[]): string {
  return blocks.map(blockText).join(' ');
}

function lineOf(text: string, table: ShortcodeTable | null): string {
  const emoji = table ? (code: string) => table.get(code) : null;
  // note: a mention shows as the `@nickname` typed, so the text reads the same without members.
  const blocks = parseMessage(text, { mentioned: [], emoji });
  return blocksText(blocks).replace(/\s+/g, ' ').trim();
}

/**
 * A message's text in one line, as a reader of the formatted message sees it: the chat list's
 * preview, quotes, pins and notifications. Markdown's marks go, what the chat shows as typed
 * (raw HTML, headings, images) stays, and shortcodes become emoji once their table has loaded
 * for some message on screen (this never loads it).
 *
 * @example
 * plainText('**bold** and `code`')     // 'bold and code'
 * plainText('> quote\n\n- one\n- two') // 'quote one two'
 * plainText('[docs](https://x.org)')   // 'docs'
 * plainText('<b>x</b>')                // '<b>x</b>'
 */
export function plainText(text: string): string {
  const table = loadedShortcodes();
  // note: once the table has loaded, the same text reads differently.
  if (table !== readWith) {
    read = new Map();
    readWith = table;
  }
  let line = read.get(text);
  if (line === undefined) {
    line = lineOf(text, table);
    if (read.size >= READ_MAX) read.clear();
    read.set(text, line);
  }
  return line;
}
