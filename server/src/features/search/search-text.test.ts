import { describe, expect, it } from 'vitest';
import { cjkTokens, foldText, foldWithOrigins, indexText, segmentsOf } from './search-text.js';

describe('foldText', () => {
  it.each([
    ['case', 'Hello WORLD', 'hello world'],
    ['Latin accents', 'Café Crème brûlée', 'cafe creme brulee'],
    ['decomposed accents', 'cafe\u0301', 'cafe'],
    ['Vietnamese', 'Tiếng Việt', 'tieng viet'],
    ['Greek tonos and case', 'Καλημέρα', 'καλημερα'],
    ['full-width Latin and digits', 'Ｒｅａｃｔ１２３', 'react123'],
    ['half-width katakana with voicing marks', 'ｶﾞｰﾃﾞﾝ', 'ガーデン'],
    ['kana keep their voicing marks', 'ありがとうございます', 'ありがとうございます'],
    ['decomposed kana compose', 'か\u3099', 'が'],
    ['Hangul stays whole', '안녕하세요', '안녕하세요'],
    ['ligatures', 'ﬁne', 'fine'],
  ])('%s', (_name, input, folded) => {
    expect(foldText(input)).toBe(folded);
  });
});

describe('foldWithOrigins', () => {
  it.each([
    'Hello Café, ｶﾞｰﾃﾞﾝ and Ｒｅａｃｔ',
    'cafe\u0301 crème',
    '我爱React开发，明日東京へ行きます！',
    'emoji 😀 and 𠮷野家',
    'Tiếng Việt',
  ])('folds %j as foldText does', (text) => {
    expect(foldWithOrigins(text).text).toBe(foldText(text));
  });

  it('maps every folded unit to the characters it came from', () => {
    const folded = foldWithOrigins('Ｃafe\u0301ｶﾞ');
    expect(folded.text).toBe('cafeガ');
    expect(folded.starts).toEqual([0, 1, 2, 3, 5]);
    expect(folded.ends).toEqual([1, 2, 3, 5, 7]);
  });
});

describe('segmentsOf', () => {
  it('cuts CJK runs from the text around them', () => {
    expect(segmentsOf('我爱react开发! ok')).toEqual([
      { text: '我爱', isCjk: true, at: 0 },
      { text: 'react', isCjk: false, at: 2 },
      { text: '开发', isCjk: true, at: 7 },
      { text: '! ok', isCjk: false, at: 9 },
    ]);
  });

  it.each([
    ['the long vowel mark is Japanese', 'コーヒー', ['コーヒー']],
    ['punctuation ends a run', '東京、大阪。', ['東京', '大阪']],
    ['the katakana middle dot ends a run', 'ジョン・スミス', ['ジョン', 'スミス']],
    ['Hangul', '서울 부산', ['서울', '부산']],
    ['characters beyond the BMP', '𠮷野家', ['𠮷野家']],
  ])('%s', (_name, text, runs) => {
    const found = segmentsOf(text)
      .filter((segment) => segment.isCjk)
      .map((segment) => segment.text);
    expect(found).toEqual(runs);
  });
});

describe('cjkTokens', () => {
  it.each([
    ['a run: its bigrams, then its last character', '東京へ', ['東京', '京へ', 'へ']],
    ['one character', '中', ['中']],
    ['two characters', '中文', ['中文', '文']],
    ['astral characters count as one', '𠮷野', ['𠮷野', '野']],
  ])('%s', (_name, run, tokens) => {
    expect(cjkTokens(run)).toEqual(tokens);
  });
});

describe('indexText', () => {
  it.each([
    ['Chinese', '我们说中文吧', '我们 们说 说中 中文 文吧 吧'],
    ['Japanese', '明日東京へ', '明日 日東 東京 京へ へ'],
    ['mixed', '我爱React开发', '我爱 爱 react 开发 发'],
    ['English, folded', 'Running to the Café!', 'running to the cafe!'],
    ['runs apart stay apart', '中文 文吧', '中文 文 文吧 吧'],
    ['nothing', '   ', ''],
  ])('%s', (_name, text, indexed) => {
    expect(indexText(text)).toBe(indexed);
  });
});
