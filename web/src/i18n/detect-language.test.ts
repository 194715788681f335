import { describe, expect, it } from 'vitest';
import { initialLanguage, languageFromBrowser } from './detect-language';

describe('languageFromBrowser (spec section 4)', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['ZH', 'zh'],
    ['ja', 'ja'],
    ['JA-jp', 'ja'],
    ['en-GB', 'en'],
    ['pt-BR', 'en'],
    ['pl', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['-zh', 'en'],
  ])('%s ⇒ %s', (browser, expected) => {
    expect(languageFromBrowser(browser)).toBe(expected);
  });
});

describe('initialLanguage', () => {
  it('prefers a saved supported language', () => {
    expect(initialLanguage('ja', 'zh-CN')).toBe('ja');
  });
  it('ignores a saved unsupported value and detects', () => {
    expect(initialLanguage('fr', 'zh-CN')).toBe('zh');
    expect(initialLanguage(null, 'de-DE')).toBe('en');
  });
});
