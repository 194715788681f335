import { describe, expect, it } from 'vitest';
import { charsetOf, decodePage } from './page-charset.js';

// Node encodes only UTF-8, so other encodings are written out as bytes.
const SHIFT_JIS = Buffer.from('93FA967B8CEA', 'hex'); // 日本語
const GBK = Buffer.from('D6D0CEC4', 'hex'); // 中文
const EUC_JP = Buffer.from('C6FCCBDCB8EC', 'hex'); // 日本語
const BIG5 = Buffer.from('A4A4A4E5', 'hex'); // 中文

const page = (head: string, text: Buffer) =>
  Buffer.concat([Buffer.from(`<html><head>${head}<title>`), text, Buffer.from('</title>')]);

describe('decodePage', () => {
  it.each([
    ['UTF-8 by default', Buffer.from('<title>日本語</title>'), '', '日本語'],
    ['the Content-Type charset', page('', GBK), 'text/html; charset=GBK', '中文'],
    [
      'a quoted Content-Type charset',
      page('', SHIFT_JIS),
      'text/html; charset="Shift_JIS"',
      '日本語',
    ],
    ['<meta charset>', page('<meta charset="shift_jis">', SHIFT_JIS), 'text/html', '日本語'],
    [
      '<meta http-equiv>',
      page('<meta http-equiv="Content-Type" content="text/html; charset=EUC-JP">', EUC_JP),
      'text/html',
      '日本語',
    ],
    ['Big5', page('<meta charset="big5">', BIG5), '', '中文'],
    ['GB2312 as GBK', page('<meta charset="gb2312">', GBK), '', '中文'],
    [
      'the header over the meta tag',
      page('<meta charset="shift_jis">', GBK),
      'text/html; charset=gbk',
      '中文',
    ],
    [
      'a UTF-8 byte order mark over both',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<title>中文</title>')]),
      'text/html; charset=gbk',
      '中文',
    ],
    [
      'UTF-8 for an unknown label',
      Buffer.from('<meta charset="klingon"><title>中文</title>'),
      '',
      '中文',
    ],
    [
      'UTF-8 when ASCII claims UTF-16',
      Buffer.from('<meta charset="utf-16"><title>中文</title>'),
      '',
      '中文',
    ],
  ])('decodes %s', (_name, body, contentType, title) => {
    expect(decodePage(body, contentType)).toContain(`<title>${title}</title>`);
  });

  it('finds a meta charset after long scripts, up to 64 KiB in', () => {
    const script = `<script>var s = '<meta charset="gbk">';${' '.repeat(2000)}</script>`;
    const late = page(`${script}<meta charset="shift_jis">`, SHIFT_JIS);
    expect(decodePage(late, 'text/html')).toContain('日本語');
  });

  it('ignores a meta charset beyond the first 64 KiB', () => {
    const late = Buffer.concat([
      Buffer.from(`<html><head><!--${'x'.repeat(65 * 1024)}--><meta charset="shift_jis"><title>`),
      Buffer.from('日本語'),
      Buffer.from('</title>'),
    ]);
    expect(decodePage(late, 'text/html')).toContain('日本語');
  });

  it('replaces bytes invalid in the encoding instead of failing', () => {
    expect(decodePage(Buffer.from([0x3c, 0xff, 0xfe, 0x3e, 0x41]), '')).toContain('A');
  });
});

describe('charsetOf', () => {
  it.each([
    ['text/html; charset=utf-8', 'utf-8'],
    ['text/html;charset="Shift_JIS"', 'Shift_JIS'],
    ['text/html; q=1; Charset=GBK', 'GBK'],
    ['text/html', null],
    ['', null],
  ])('%s ⇒ %s', (contentType, charset) => {
    expect(charsetOf(contentType)).toBe(charset);
  });
});
