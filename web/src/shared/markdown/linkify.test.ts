import { describe, expect, it } from 'vitest';
import { leadingLink, safeHref } from './linkify';

describe('leadingLink', () => {
  it.each([
    ['https://example.org/a_(b). Next', 'https://example.org/a_(b)', 'https://example.org/a_(b)'],
    ['https://x.org/a, then', 'https://x.org/a', 'https://x.org/a'],
    ['http://x.org/?q="quoted"', 'http://x.org/?q=', 'http://x.org/?q='],
    ['https://x.org/日本」と', 'https://x.org/日本', 'https://x.org/%E6%97%A5%E6%9C%AC'],
    ['https://x.org。谢谢', 'https://x.org', 'https://x.org/'],
  ])('finds the address %s starts with, without the punctuation after it', (input, shown, href) => {
    expect(leadingLink(input)).toEqual({ text: shown, href });
  });

  it.each(['see https://x.org', 'javascript:alert(1)', 'https://', 'ftp://x.org'])(
    'finds none at the start of %s',
    (input) => {
      expect(leadingLink(input)).toBeNull();
    },
  );
});

describe('safeHref', () => {
  it.each([
    ['https://x.org', {}, 'https://x.org/'],
    ['javascript:alert(1)', {}, null],
    ['data:text/html,hi', {}, null],
    ['mailto:a@x.org', {}, null],
    ['mailto:a@x.org', { mail: true }, 'mailto:a@x.org'],
    ['not a url', {}, null],
  ])('%s (%o) → %s', (input, options, expected) => {
    expect(safeHref(input, options)).toBe(expected);
  });
});
