import { describe, expect, it } from 'vitest';
import { snakecase } from './snakecase.js';

describe('snakecase', () => {
  it.each([
    ['X-Token', 'x_token'],
    ['x_token', 'x_token'],
    ['myTestDB', 'my_test_db'],
    ['Authorization', 'authorization'],
    ['  a__b ', 'a_b'],
    ['ABC', 'abc'],
    ['a1B2', 'a1_b2'],
    ['', ''],
  ])('%j ⇒ %j', (input, expected) => {
    expect(snakecase(input)).toBe(expected);
  });
});
