import { describe, expect, it } from 'vitest';
import { extractLinks } from './mail-links.js';

describe('extractLinks', () => {
  it.each([
    ['<a href="https://a.test/x?t=1&amp;u=2">x</a>', ['https://a.test/x?t=1&u=2']],
    ['<a href=\'http://a.test/\'>x</a><a href="http://a.test/">y</a>', ['http://a.test/']],
    ['<a href="mailto:x@y.z">m</a><a href="/relative">r</a>', []],
    ['no links at all', []],
  ])('%s', (html, expected) => {
    expect(extractLinks(html)).toEqual(expected);
  });
});
