import { describe, expect, it } from 'vitest';
import { escapeLikeValue } from './like-pattern.js';

// The values and expected patterns of PocketBase's TestLikeParamsWrapping (tools/search),
// written as the texts that reach the wrapping step.
describe('escapeLikeValue', () => {
  it.each([
    ['abc', '%abc%'],
    ['ab%c', 'ab%c'],
    ['ab\\\\%c', 'ab\\\\%c'],
    ['%ab\\\\%c', '%ab\\\\%c'],
    ['ab\\\\\\\\%c', 'ab\\\\\\\\%c'],
    ['ab\\\\\\\\\\\\%c', 'ab\\\\\\\\\\\\%c'],
    ['ab_c', '%ab\\_c%'],
    ['ab\\\\_c', '%ab\\\\\\_c%'],
    ['%ab_c', '%ab_c'],
    ['ab\\\\c', '%ab\\\\c%'],
    ['_ab\\\\c_', '%\\_ab\\\\c\\_%'],
    ['ab\\\\c%', 'ab\\\\c%'],
    ['ab\\%c', '%ab\\%c%'],
    ['a\\b', '%a\\\\b%'],
    ['', '%%'],
  ])('%s ⇒ %s', (value, expected) => {
    expect(escapeLikeValue(value)).toBe(expected);
  });

  it.each([
    [null, '%%'],
    [12, '%12%'],
    [1.5, '%1.5%'],
    [true, '%true%'],
  ])('stringifies %s like Go cast.ToString', (value, expected) => {
    expect(escapeLikeValue(value)).toBe(expected);
  });

  it('reads bytes as UTF-8 text', () => {
    expect(escapeLikeValue(new TextEncoder().encode('é_1'))).toBe('%é\\_1%');
  });
});
