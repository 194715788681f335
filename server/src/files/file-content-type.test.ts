import { describe, expect, it } from 'vitest';
import { isInlineType, servedContentType } from './file-content-type.js';

describe('servedContentType', () => {
  it.each([
    ['image/png', 'a_1234567890.png', 'image/png'],
    ['text/plain', 'notes_1234567890.txt', 'text/plain; charset=utf-8'],
    ['text/plain', 'style_1234567890.css', 'text/css'],
    ['text/plain', 'app_1234567890.js', 'text/javascript'],
    ['text/plain', 'module_1234567890.mjs', 'text/javascript'],
    ['image/svg+xml', 'logo_1234567890.svg', 'image/svg+xml'],
    ['text/plain', 'fake_1234567890.svg', 'image/svg+xml'],
    [
      'application/zip',
      'sheet_1234567890.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'application/zip',
      'doc_1234567890.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'application/zip',
      'deck_1234567890.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['application/zip', 'archive_1234567890.zip', 'application/zip'],
    ['application/octet-stream', 'noext_1234567890', 'application/octet-stream'],
  ])('%s named %s ⇒ %s', (sniffed, name, expected) => {
    expect(servedContentType(sniffed, name)).toBe(expected);
  });
});

describe('isInlineType', () => {
  it.each([
    ['image/png', true],
    ['image/webp', true],
    ['video/mp4', true],
    ['audio/mpeg', true],
    ['application/pdf', true],
    ['image/svg+xml', false],
    ['text/plain', false],
    ['text/html', false],
    ['application/octet-stream', false],
  ])('%s ⇒ %s', (mime, inline) => {
    expect(isInlineType(mime)).toBe(inline);
  });
});
