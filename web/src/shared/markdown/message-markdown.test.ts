import { describe, expect, it } from 'vitest';
import { parseMessage } from './message-markdown';
import type { MessageMarkdownContext } from './message-markdown';
import type { BlockNode, InlineNode } from './message-nodes';

const plain: MessageMarkdownContext = { mentioned: [], emoji: null };

/** The inline nodes of a one-paragraph message. */
function inlines(text: string, context = plain): InlineNode[] {
  const blocks = parseMessage(text, context);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.kind !== 'paragraph') throw new Error(`expected a paragraph, got ${block?.kind}`);
  return block.children;
}

const text = (value: string): InlineNode => ({ kind: 'text', text: value });
const link = (href: string, shown: string): InlineNode => ({
  kind: 'link',
  href,
  children: [text(shown)],
});

describe('parseMessage', () => {
  it.each<[string, string, InlineNode[]]>([
    ['bold', '**b**', [{ kind: 'strong', children: [text('b')] }]],
    ['italic', '_i_', [{ kind: 'em', children: [text('i')] }]],
    ['strikethrough', '~~s~~', [{ kind: 'del', children: [text('s')] }]],
    ['inline code, markup in it as text', '`a<b>&c`', [{ kind: 'code', text: 'a<b>&c' }]],
    ['a line break', 'a\nb', [text('a'), { kind: 'break' }, text('b')]],
    ['an escaped star', '\\*not\\*', [text('*'), text('not'), text('*')]],
  ])('reads %s', (_name, input, expected) => {
    expect(inlines(input)).toEqual(expected);
  });

  it.each([
    ['an HTML tag', '<b>x</b>', ['<b>', 'x', '</b>']],
    [
      'an image tag with a script',
      '<img src=x onerror=alert(1)>',
      ['<img src=x onerror=alert(1)>'],
    ],
    ['a Markdown image', '![cat](https://x.org/cat.png)', ['![cat](https://x.org/cat.png)']],
    ['a javascript: link', '[click](javascript:alert(1))', ['[click](javascript:alert(1))']],
    ['a data: link', '[click](data:text/html,hi)', ['[click](data:text/html,hi)']],
  ])('keeps %s as the text typed', (_name, input, pieces) => {
    expect(inlines(input)).toEqual(pieces.map(text));
  });

  it('keeps block HTML, headings, tables and rules as the text typed', () => {
    const blocks = parseMessage('<div>\nhi</div>\n\n# Title\n\n| a |\n|---|\n\n---', plain);
    const shown = blocks.map((block) =>
      block.kind === 'paragraph'
        ? block.children.map((child) => (child.kind === 'text' ? child.text : '⏎')).join('')
        : block.kind,
    );
    expect(shown).toEqual(['<div>⏎hi</div>', '# Title', '| a |⏎|---|', '---']);
  });

  it.each([
    [
      'https://example.org/a_(b). Next',
      [link('https://example.org/a_(b)', 'https://example.org/a_(b)'), text('. Next')],
    ],
    [
      '看https://x.org/中文。谢谢',
      [text('看'), link('https://x.org/%E4%B8%AD%E6%96%87', 'https://x.org/中文'), text('。谢谢')],
    ],
    ['[docs](https://x.org/d)', [link('https://x.org/d', 'docs')]],
    ['<https://x.org>', [link('https://x.org/', 'https://x.org')]],
    ['mail ann@x.org', [text('mail '), link('mailto:ann@x.org', 'ann@x.org')]],
    ['ftp://x.org/file', [text('ftp://x.org/file')]],
  ])('links %s only with an http(s) or mailto address', (input, expected) => {
    expect(inlines(input)).toEqual(expected);
  });

  it('reads fenced code with its language, and nothing in it as Markdown', () => {
    expect(parseMessage('```ts\nconst a = **1** <b>;\n```', plain)).toEqual<BlockNode[]>([
      { kind: 'codeBlock', language: 'ts', code: 'const a = **1** <b>;' },
    ]);
  });

  it('reads quotes and lists, a task box as typed', () => {
    expect(parseMessage('> q\n\n3. x\n4. y\n\n- [x] done', plain)).toEqual<BlockNode[]>([
      { kind: 'quote', children: [{ kind: 'paragraph', children: [text('q')] }] },
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [
          [{ kind: 'paragraph', children: [text('x')] }],
          [{ kind: 'paragraph', children: [text('y')] }],
        ],
      },
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [[{ kind: 'paragraph', children: [text('[x] '), text('done')] }]],
      },
    ]);
  });

  it('nests quotes five deep at most, deeper ones as typed', () => {
    let block = parseMessage('>>>>>>>> deep', plain)[0];
    for (let depth = 0; depth < 5; depth += 1) {
      expect(block?.kind).toBe('quote');
      block = block?.kind === 'quote' ? block.children[0] : undefined;
    }
    expect(block).toEqual({ kind: 'paragraph', children: [text('>>> deep')] });
  });

  describe('mentions', () => {
    const mentioned = [
      { id: 'ann', nickname: 'Ann' },
      { id: 'annlee', nickname: 'Ann Lee' },
      { id: 'star', nickname: '*star*' },
    ];
    const context = { mentioned, emoji: null };

    it('are the @nicknames of the people mentioned, the longest name first', () => {
      expect(inlines('hi @Ann Lee and @ann, @*star* and @Bob', context)).toEqual([
        text('hi '),
        { kind: 'mention', user: 'annlee', text: '@Ann Lee' },
        text(' and '),
        { kind: 'mention', user: 'ann', text: '@ann' },
        text(', '),
        { kind: 'mention', user: 'star', text: '@*star*' },
        text(' and @Bob'),
      ]);
    });

    it('are not found in e-mail addresses, code or link texts', () => {
      const found = (input: string) =>
        JSON.stringify(parseMessage(input, context)).includes('"mention"');
      expect(found('me@Ann.org')).toBe(false);
      expect(found('ann_@Ann')).toBe(false);
      expect(found('`@Ann`')).toBe(false);
      expect(found('[@Ann](https://x.org)')).toBe(false);
      expect(found('(@Ann)')).toBe(true);
    });
  });

  it('turns known shortcodes into emoji once the table is there', () => {
    const table: Record<string, string> = { smile: '😄', '+1': '👍' };
    const context = { mentioned: [], emoji: (code: string) => table[code] };
    expect(inlines(':smile: :+1: :nope: 12:30:45', context)).toEqual([
      { kind: 'emoji', emoji: '😄', shortcode: ':smile:' },
      text(' '),
      { kind: 'emoji', emoji: '👍', shortcode: ':+1:' },
      text(' :nope: 12:30:45'),
    ]);
    expect(inlines(':smile:')).toEqual([text(':smile:')]);
    expect(inlines('`:smile:`', context)).toEqual([{ kind: 'code', text: ':smile:' }]);
  });
});
