import { describe, expect, it } from 'vitest';
import { loadShortcodes } from './emoji-shortcodes';
import { plainText } from './plain-text';

describe('plainText', () => {
  it.each([
    ['bold and inline code', '**bold** and `code`', 'bold and code'],
    ['italic and strikethrough', '_it_ is ~~gone~~', 'it is gone'],
    ['marks inside marks', '***both*** ~~**x**~~', 'both x'],
    ['a quote', '> quote', 'quote'],
    ['a nested quote', '> > deep\n> shallow', 'deep shallow'],
    ['a bullet list', '- one\n- two', 'one two'],
    ['an ordered list', '3. three\n4. four', 'three four'],
    ['a nested list', '- one\n  - inner', 'one inner'],
    ['a code block, by its first line', '```ts\n\nconst a = 1;\nconst b = 2;\n```', 'const a = 1;'],
    ['a code block between words', 'see\n\n```\nx()\ny()\n```\n\nabove', 'see x() above'],
    ['an empty code block', '```\n```', ''],
    ['a named link', '[docs](https://x.org/d)', 'docs'],
    ['a bare link, as written', 'see https://x.org/中文。', 'see https://x.org/中文。'],
    ['an angle-bracket link', '<https://x.org>', 'https://x.org'],
    ['an e-mail address', 'mail ann@x.org', 'mail ann@x.org'],
    ['escapes, as the characters escaped', '\\*not\\* \\_this\\_', '*not* _this_'],
    ['line breaks and paragraphs', 'a\nb\n\n\nc  d', 'a b c d'],
    ['Chinese around marks', '**你好**，世界', '你好，世界'],
    ['a mention', '@Ann Lee, **hi**', '@Ann Lee, hi'],
  ])('reads %s as the words shown', (_name, input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it.each([
    ['inline HTML', '<b>x</b>'],
    ['HTML inside a mark', '**<i>x</i>**', '<i>x</i>'],
    ['block HTML', '<div>\nhi</div>', '<div> hi</div>'],
    ['a heading', '# Title'],
    ['an image', '![cat](https://x.org/cat.png)'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a task box', '- [ ] milk', '[ ] milk'],
  ])('keeps %s as the characters typed', (_name, input, expected = input) => {
    expect(plainText(input)).toBe(expected);
  });

  it('keeps shortcodes as typed until their table has loaded, then shows their emoji', async () => {
    expect(plainText('**done** :tada: :nope:')).toBe('done :tada: :nope:');
    await loadShortcodes();
    expect(plainText('**done** :tada: :nope:')).toBe('done 🎉 :nope:');
  });
});
