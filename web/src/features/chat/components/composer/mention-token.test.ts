import { describe, expect, it } from 'vitest';
import { insertMention, mentionTokenAt } from './mention-token';

describe('mentionTokenAt', () => {
  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['hi @an', 6, { start: 3, query: 'an' }],
    ['你好@山', 4, { start: 2, query: '山' }],
    ['@Ann Le', 7, { start: 0, query: 'Ann Le' }],
    ['(@bo', 4, { start: 1, query: 'bo' }],
  ])('finds the mention being typed in %j', (text, caret, token) => {
    expect(mentionTokenAt(text, caret)).toEqual(token);
  });

  it.each([
    ['an address', 'ann@ex', 6],
    ['a space right after "@"', '@ ', 2],
    ['a new line', '@ann\nhi', 7],
    ['no "@" before the caret', 'hi @ann', 2],
    ['text longer than any nickname', `@${'a'.repeat(51)}`, 52],
  ])('finds none after %s', (_case, text, caret) => {
    expect(mentionTokenAt(text, caret)).toBeNull();
  });
});

describe('insertMention', () => {
  it('writes "@nickname " in place of the token and puts the caret after it', () => {
    const text = 'hi @an and more';
    expect(insertMention(text, { start: 3, query: 'an' }, 6, 'Ann')).toEqual({
      text: 'hi @Ann and more',
      caret: 8,
    });
    expect(insertMention('@山', { start: 0, query: '山' }, 2, '山田')).toEqual({
      text: '@山田 ',
      caret: 4,
    });
  });
});
