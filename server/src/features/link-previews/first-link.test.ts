import { describe, expect, it } from 'vitest';
import { firstLink, LINK_MAX_LENGTH } from './first-link.js';

describe('firstLink', () => {
  it.each([
    ['a bare link', 'https://example.com', 'https://example.com/'],
    ['the first of two', 'see http://a.example/x and https://b.example', 'http://a.example/x'],
    ['without sentence punctuation', 'look at https://a.example/page.', 'https://a.example/page'],
    [
      'with a bracket that belongs to it',
      'https://en.wikipedia.org/wiki/Mercury_(planet)',
      'https://en.wikipedia.org/wiki/Mercury_(planet)',
    ],
    [
      'after CJK text and before CJK punctuation',
      '見て https://a.example/記事。',
      'https://a.example/%E8%A8%98%E4%BA%8B',
    ],
    ['ended by CJK punctuation with no space', '看https://x.org。谢谢', 'https://x.org/'],
    [
      'keeping CJK letters of its path',
      'https://zh.wikipedia.org/wiki/中文，好',
      'https://zh.wikipedia.org/wiki/%E4%B8%AD%E6%96%87',
    ],
    ['with query and fragment', 'https://a.example/?q=1#top', 'https://a.example/?q=1#top'],
    ['in any case', 'HTTPS://A.EXAMPLE/', 'https://a.example/'],
    ['none', 'no links here', null],
    ['not another scheme', 'javascript:alert(1) ftp://a.example', null],
    ['not one glued to a word', 'xhttps://a.example', null],
    ['not a malformed one', 'http://[oops', null],
  ])('%s', (_name, text, link) => {
    expect(firstLink(text)).toBe(link);
  });

  it('gives no preview for a first link too long to store, rather than one for the next', () => {
    const long = `https://a.example/${'x'.repeat(LINK_MAX_LENGTH)}`;
    expect(firstLink(`${long} https://b.example`)).toBeNull();
  });
});
