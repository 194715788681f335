import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, mailLanguageOf } from './mail-language.js';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['en-US', 'en'],
    ['ja-JP,en;q=0.5', 'ja'],
    ['fr, zh-CN;q=0.8, en;q=0.7', 'zh'],
    ['en;q=0.2, ja;q=0.9', 'ja'],
    ['zh-Hant-TW', 'zh'],
    ['JA', 'ja'],
    ['ja;q=0, en;q=0.1', 'en'],
    ['fr, de', null],
    ['*', null],
    [';;;,,,q=1', null],
  ])('%j ⇒ %j', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('mailLanguageOf', () => {
  it.each([
    [{ language: 'ja' }, 'zh-CN', 'ja'],
    [{ language: '' }, 'zh-CN', 'zh'],
    [{ language: 'xx' }, undefined, 'en'],
    [{}, 'ja', 'ja'],
    [{}, undefined, 'en'],
  ])('%j with Accept-Language %j ⇒ %s', (record, header, expected) => {
    expect(mailLanguageOf(record, header)).toBe(expected);
  });
});
