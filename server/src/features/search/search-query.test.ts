import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../storage/db.js';
import { openSqliteDb } from '../../storage/sqlite/sqlite-db.js';
import { MAX_CHARACTER_TERMS, MAX_TERMS, parseSearchQuery } from './search-query.js';
import { FTS_TABLE, matchExpression, sqliteSearchIndex } from './sqlite-search-index.js';

describe('parseSearchQuery', () => {
  it.each([
    ['a CJK word', '中文', [{ kind: 'cjk', text: '中文', grams: ['中文'] }]],
    [
      'a CJK phrase: its bigrams',
      'ありがとう',
      [{ kind: 'cjk', text: 'ありがとう', grams: ['あり', 'りが', 'がと', 'とう'] }],
    ],
    ['one CJK character', '我', [{ kind: 'character', text: '我' }]],
    [
      'an English word, folded, as a prefix',
      'Café',
      [{ kind: 'words', words: ['cafe'], isPrefix: true }],
    ],
    ['one letter is no prefix', 'a', [{ kind: 'words', words: ['a'], isPrefix: false }]],
    [
      'punctuation inside a chunk makes a phrase of words',
      'e-mail',
      [{ kind: 'words', words: ['e', 'mail'], isPrefix: true }],
    ],
    [
      'mixed languages',
      '我爱React开发',
      [
        { kind: 'cjk', text: '我爱', grams: ['我爱'] },
        { kind: 'words', words: ['react'], isPrefix: true },
        { kind: 'cjk', text: '开发', grams: ['开发'] },
      ],
    ],
    ['full-width letters', 'ＲＵＮ', [{ kind: 'words', words: ['run'], isPrefix: true }]],
    ['repeats count once', 'run RUN run', [{ kind: 'words', words: ['run'], isPrefix: true }]],
    ['only punctuation and symbols', '"*^:() -- 😀', []],
    ['blank', '   ', []],
  ])('%s', (_name, query, terms) => {
    expect(parseSearchQuery(query)).toEqual(terms);
  });

  it.each([
    ['quotes', '"hello" world', [['hello'], ['world']]],
    [
      'boolean operators are words',
      'cats AND NOT dogs OR NEAR(x)',
      [['cats'], ['and'], ['not'], ['dogs'], ['or'], ['near', 'x']],
    ],
    ['column filters', 'chat: body:secret', [['chat'], ['body', 'secret']]],
    ['stars and carets', '^start* pre*', [['start'], ['pre']]],
    ['SQL', "'; DROP TABLE messages; --", [['drop'], ['table'], ['messages']]],
  ])('keeps no query syntax: %s', (_name, query, words) => {
    const found = parseSearchQuery(query).map((term) => (term.kind === 'words' ? term.words : []));
    expect(found).toEqual(words);
  });

  it(`keeps the first ${MAX_TERMS} terms`, () => {
    const query = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ');
    const terms = parseSearchQuery(query);
    expect(terms).toHaveLength(MAX_TERMS);
    expect(terms[0]).toEqual({ kind: 'words', words: ['word0'], isPrefix: true });
  });

  it(`keeps ${MAX_CHARACTER_TERMS} lone CJK characters at most`, () => {
    const terms = parseSearchQuery('我 你 他 她 東京');
    expect(terms.map((term) => term.kind)).toEqual(['character', 'character', 'cjk']);
  });
});

describe('matchExpression', () => {
  it.each([
    [
      'words, CJK and chats',
      '東京 Run',
      ['c1', 'c2'],
      'body : ("東京" AND ("run" OR "run"*)) AND chat : ("c1" OR "c2")',
    ],
    [
      'a lone character is a prefix of the tokens',
      '我',
      ['c1'],
      'body : ("我"*) AND chat : ("c1")',
    ],
    ['a phrase of bigrams', '東京へ', [], 'body : ("東京 京へ")'],
    ['an exact letter', 'x', [], 'body : ("x")'],
    [
      'quotes in chat ids are doubled',
      'hi',
      ['a"b'],
      'body : (("hi" OR "hi"*)) AND chat : ("a""b")',
    ],
  ])('%s', (_name, query, chats, expression) => {
    expect(matchExpression(parseSearchQuery(query), chats)).toBe(expression);
  });
});

describe('matchExpression in FTS5', () => {
  let db: Db;
  beforeAll(async () => {
    db = openSqliteDb(':memory:');
    await sqliteSearchIndex.create(db);
  });
  afterAll(() => db.close());

  /** A seeded generator (mulberry32), so a failing query can be replayed. */
  function seeded(seed: number): () => number {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const PIECES = [
    '"',
    "'",
    '*',
    '^',
    ':',
    '(',
    ')',
    '{',
    '}',
    '-',
    '+',
    ' ',
    'AND',
    'OR',
    'NOT',
    'NEAR',
    '/',
    ',',
    '.',
    '\\',
    '%',
    '_',
    ';',
    'body',
    'chat',
    'a',
    'run',
    'é',
    '東',
    '京',
    'あ',
    'ー',
    '한',
    '😀',
    '\u0000',
    '\t',
    'ｶﾞ',
    'Ｘ',
    '\u0301',
  ];

  it('is valid FTS5 syntax whatever the query', async () => {
    const random = seeded(7);
    for (let i = 0; i < 2000; i++) {
      const length = 1 + Math.floor(random() * 12);
      const query = Array.from({ length }, () => PIECES[Math.floor(random() * PIECES.length)]).join(
        '',
      );
      const terms = parseSearchQuery(query);
      if (terms.length === 0) continue;
      const expression = matchExpression(terms, ['c1', 'c"2']);
      await expect(
        db.all(`SELECT rowid FROM "${FTS_TABLE}" WHERE "${FTS_TABLE}" MATCH ?`, [expression]),
        `query ${JSON.stringify(query)}`,
      ).resolves.toEqual([]);
    }
  });
});
