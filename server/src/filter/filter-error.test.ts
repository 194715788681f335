import { describe, expect, it } from 'vitest';
import { FilterError, readFilterProblem } from './filter-error.js';

describe('readFilterProblem', () => {
  it('reads back the position a FilterError wrote into its message', () => {
    const error = new FilterError('unknown field "nope"', 12);
    expect(readFilterProblem(error.message)).toEqual({
      problem: 'unknown field "nope"',
      position: 12,
    });
  });

  it('has no position for an error without one', () => {
    const error = new FilterError('too many comparisons');
    expect(readFilterProblem(error.message)).toEqual({
      problem: 'too many comparisons',
      position: null,
    });
  });
});
