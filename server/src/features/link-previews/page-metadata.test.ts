import { describe, expect, it } from 'vitest';
import { readPageMetadata } from './page-metadata.js';
import { cleanText } from './preview-text.js';

const PAGE = new URL('https://news.example/a/b.html');
const read = (head: string, body = '') =>
  readPageMetadata(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, PAGE);

describe('readPageMetadata', () => {
  it('reads Open Graph tags before anything else', () => {
    const head =
      '<title>Plain</title><meta name="description" content="Plain description">' +
      '<meta name="twitter:title" content="Card"><meta property="og:title" content="Graph">' +
      '<meta property="og:description" content="Graph description">' +
      '<meta property="og:site_name" content="News"><meta property="og:image" content="/i.png">';
    expect(read(head)).toEqual({
      title: 'Graph',
      description: 'Graph description',
      siteName: 'News',
      image: 'https://news.example/i.png',
    });
  });

  it.each([
    ['Twitter card tags', '<meta name="twitter:title" content="Card"><title>Plain</title>', 'Card'],
    ['<title>', '<title>Plain &amp; simple</title>', 'Plain & simple'],
    ['an og:title that is blank', '<meta property="og:title" content=" "><title>T</title>', 'T'],
    [
      'the first og:title of several',
      '<meta property="og:title" content="One"><meta property="og:title" content="Two">',
      'One',
    ],
    ['tags in any case', '<META PROPERTY="OG:TITLE" CONTENT="Loud">', 'Loud'],
    ['no title at all', '', ''],
  ])('falls back to %s for the title', (_name, head, title) => {
    expect(read(head).title).toBe(title);
  });

  it('takes the document’s title, not one inside an SVG', () => {
    expect(read('', '<svg><title>Icon</title></svg>').title).toBe('');
    expect(read('<title>Page</title>', '<svg><title>Icon</title></svg>').title).toBe('Page');
  });

  it.each([
    ['twitter:description', '<meta name="twitter:description" content="Card text">', 'Card text'],
    ['the meta description', '<meta name="description" content="Plain text">', 'Plain text'],
  ])('falls back to %s for the description', (_name, head, description) => {
    expect(read(head).description).toBe(description);
  });

  it.each([
    [
      'relative to the page',
      '<meta property="og:image" content="pic.jpg">',
      'https://news.example/a/pic.jpg',
    ],
    [
      'relative to <base href>',
      '<base href="https://cdn.example/x/"><meta property="og:image" content="pic.jpg">',
      'https://cdn.example/x/pic.jpg',
    ],
    [
      'the secure URL first',
      '<meta property="og:image" content="http://a.example/1.png"><meta property="og:image:secure_url" content="https://a.example/1.png">',
      'https://a.example/1.png',
    ],
    [
      'a Twitter card image',
      '<meta name="twitter:image" content="//img.example/t.png">',
      'https://img.example/t.png',
    ],
    [
      'not a data: address',
      '<meta property="og:image" content="data:image/png;base64,AAAA">',
      null,
    ],
    ['not a javascript: address', '<meta property="og:image" content="javascript:alert(1)">', null],
    ['not a malformed address', '<meta property="og:image" content="http://[oops">', null],
  ])('resolves the image %s', (_name, head, image) => {
    expect(read(head).image).toBe(image);
  });
});

describe('cleanText', () => {
  it.each([
    ['keeps plain text', 'Hello, world', 'Hello, world'],
    ['joins lines and spaces', '  A\n\tlong \r\n title  ', 'A long title'],
    ['drops markup, keeping its words', 'Read <b>this</b><script>x</script> now', 'Read thisx now'],
    [
      'does not decode entities twice',
      'Tom &amp;amp; Jerry <i>&lt;3</i>',
      'Tom &amp;amp; Jerry &lt;3',
    ],
    ['removes controls', 'bell\u0007 and nul\u0000 gone', 'bell and nul gone'],
    ['removes direction overrides', 'abc\u202Egnp.exe', 'abc gnp.exe'],
  ])('%s', (_name, value, expected) => {
    expect(cleanText(value, 100)).toBe(expected);
  });

  it('cuts long text at a character count with an ellipsis, never inside a character', () => {
    expect(cleanText('abcdefghij', 5)).toBe('abcd…');
    expect(cleanText('東京の天気は晴れです', 5)).toBe('東京の天…');
    expect(cleanText('😀😀😀😀😀😀', 3)).toBe('😀😀…');
    expect(cleanText('abcde', 5)).toBe('abcde');
  });
});
