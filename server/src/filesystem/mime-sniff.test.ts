import { describe, expect, it } from 'vitest';
import { isMimeAllowed, MIME_SNIFF_BYTES, sniffMimeType } from './mime-sniff.js';

const PNG_HEADER = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

describe('sniffMimeType', () => {
  it.each([
    ['png magic', PNG_HEADER, 'image/png', 'png'],
    ['plain text', utf8('hello world'), 'text/plain', 'txt'],
    [
      'svg',
      utf8('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      'image/svg+xml',
      'svg',
    ],
    ['binary with NUL', Uint8Array.from([1, 0, 2, 3]), 'application/octet-stream', ''],
    ['svg without prolog', utf8('<svg viewBox="0 0 1 1"></svg>'), 'image/svg+xml', 'svg'],
    [
      'svg with a doctype',
      utf8('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'),
      'image/svg+xml',
      'svg',
    ],
    ['plain xml', utf8('<?xml version="1.0"?><note></note>'), 'application/xml', 'xml'],
    ['invalid utf-8', Uint8Array.from([0x80, 0x81, 0x82]), 'application/octet-stream', ''],
    ['a name-only claim', utf8('not really a png'), 'text/plain', 'txt'],
  ])('detects %s', async (_name, data, mime, extension) => {
    expect(await sniffMimeType(data)).toEqual({ mime, extension });
  });

  it('keeps long UTF-8 text as text when the sniffed head cuts a character in half', async () => {
    // Regression: "é" is 2 bytes; with an odd-length ASCII prefix it straddles the head's end,
    // and the text used to be reported as application/octet-stream.
    const text = utf8('a'.repeat(MIME_SNIFF_BYTES - 1) + 'é'.repeat(100));
    expect(text[MIME_SNIFF_BYTES - 1]).toBe(0xc3);
    expect((await sniffMimeType(text)).mime).toBe('text/plain');
    const head = text.subarray(0, MIME_SNIFF_BYTES);
    expect((await sniffMimeType(head, text.byteLength)).mime).toBe('text/plain');
  });

  it('still rejects a whole file that ends inside a character', async () => {
    const broken = utf8('abc').subarray(0, 3);
    const truncated = Uint8Array.from([...broken, 0xc3]);
    expect((await sniffMimeType(truncated)).mime).toBe('application/octet-stream');
  });
});

describe('isMimeAllowed', () => {
  it.each([
    ['image/png', [], true],
    ['image/png', null, true],
    ['image/png', ['image/png'], true],
    ['image/png', ['IMAGE/PNG'], true],
    ['image/png', ['image/*'], true],
    ['text/plain', ['image/png', 'image/jpeg'], false],
    ['text/plain', ['image/*'], false],
  ])('%s against %j ⇒ %s', (mime, allowed, expected) => {
    expect(isMimeAllowed(mime, allowed)).toBe(expected);
  });
});
