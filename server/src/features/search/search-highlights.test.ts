import { describe, expect, it } from 'vitest';
import { highlightsOf } from './search-highlights.js';
import { parseSearchQuery } from './search-query.js';

/** The highlighted parts of `text` for `query`, as the text they cover. */
function marked(text: string, query: string): string[] {
  return highlightsOf(text, parseSearchQuery(query)).map(([start, end]) => text.slice(start, end));
}

describe('highlightsOf', () => {
  it.each([
    ['a Chinese word', '我们说中文吧', '中文', ['中文']],
    ['a Japanese word', '明日東京へ行きます', '東京', ['東京']],
    ['a Japanese phrase', 'どうもありがとうございました', 'ありがとう', ['ありがとう']],
    ['every occurrence', '東京から東京へ', '東京', ['東京', '東京']],
    ['adjacent matches merge', '東京東京', '東京', ['東京東京']],
    ['a prefix marks only what matched', 'Running late', 'run', ['Run']],
    ['accents and case are ignored', 'Meet at the CAFÉ', 'cafe', ['CAFÉ']],
    ['a decomposed accent stays with its letter', 'cafe\u0301 time', 'cafe', ['cafe\u0301']],
    ['full-width text', 'Ｒｅａｃｔ is fun', 'react', ['Ｒｅａｃｔ']],
    ['half-width kana', 'ｶﾞｰﾃﾞﾝで', 'ガーデン', ['ｶﾞｰﾃﾞﾝ']],
    ['mixed', '我爱React开发', '我爱React开发', ['我爱React开发']],
    ['several terms, in text order', 'deploy the build today', 'today deploy', ['deploy', 'today']],
    ['words inside other words are not prefixes', 'a rerun', 'run', []],
    ['a one-letter word is exact', 'a apple', 'a', ['a']],
    ['a lone CJK character', '我爱你', '你', ['你']],
    ['emoji before a match', '😀 東京', '東京', ['東京']],
    ['no match', 'nothing here', '東京', []],
  ])('%s', (_name, text, query, parts) => {
    expect(marked(text, query)).toEqual(parts);
  });

  it('answers [start, end) in UTF-16 units', () => {
    expect(highlightsOf('😀 東京', parseSearchQuery('東京'))).toEqual([[3, 5]]);
  });
});
