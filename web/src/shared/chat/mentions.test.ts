import { describe, expect, it } from 'vitest';
import { mentionedIds, mentionsMe, namedUsers } from './mentions';
import { messageRecord } from './test-records';

const members = [
  { user: 'ann', nickname: 'Ann' },
  { user: 'annlee', nickname: 'Ann Lee' },
  { user: 'yamada', nickname: '山田' },
];

describe('mentions', () => {
  it.each([
    ['a whole nickname after "@"', 'hi @Ann!', ['ann']],
    ['the longest nickname at an "@"', 'hi @Ann Lee', ['annlee']],
    ['nobody when the name goes on', 'hi @Anna', []],
    ['Chinese and Japanese names before a space', '@山田 こんにちは', ['yamada']],
    ['several', '@Ann and @山田 ', ['ann', 'yamada']],
    ['nobody without "@"', 'Ann Lee', []],
  ])('names %s', (_case, text, expected) => {
    expect([...namedUsers(text, members)].sort()).toEqual(expected);
  });

  it('mentions the picked people the text still names, once each', () => {
    expect(mentionedIds('@Ann @Ann hi', ['ann', 'ann', 'yamada'], members)).toEqual(['ann']);
    expect(mentionedIds('@Ann Lee', ['ann'], members)).toEqual([]);
    expect(mentionedIds('@山田 ', ['yamada', 'gone'], members)).toEqual(['yamada']);
  });

  it('tells whether a message mentions me', () => {
    expect(mentionsMe(messageRecord('a', 1, 'ann', { mentions: ['bob', 'me'] }), 'me')).toBe(true);
    expect(mentionsMe(messageRecord('a', 1, 'ann', { mentions: ['bob'] }), 'me')).toBe(false);
  });
});
