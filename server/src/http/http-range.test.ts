import { describe, expect, it } from 'vitest';
import { parseRange, type RangeRequest } from './http-range.js';

const range = (start: number, end: number): RangeRequest => ({
  kind: 'range',
  range: { start, end },
});

describe('parseRange (size 10)', () => {
  it.each<[string | undefined, RangeRequest]>([
    [undefined, { kind: 'whole' }],
    ['', { kind: 'whole' }],
    ['bytes=0-4', range(0, 4)],
    ['bytes=0-0', range(0, 0)],
    ['bytes=5-', range(5, 9)],
    ['bytes=-3', range(7, 9)],
    ['bytes=-30', range(0, 9)],
    ['bytes=5-900', range(5, 9)],
    ['bytes= 2-3 ', range(2, 3)],
    ['bytes=2-3,', range(2, 3)],
    ['bytes=20-30,2-3', range(2, 3)],
    ['bytes=0-1,4-5', { kind: 'whole' }],
    ['bytes=10-', { kind: 'unsatisfiable' }],
    ['bytes=10-20,30-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-1', { kind: 'invalid' }],
    ['bytes=-', { kind: 'invalid' }],
    ['bytes=a-b', { kind: 'invalid' }],
    ['bytes=+1-2', { kind: 'invalid' }],
    ['bytes=1--2', { kind: 'invalid' }],
    ['bytes=', { kind: 'invalid' }],
    ['bytes=0-1,x', { kind: 'invalid' }],
    ['items=0-1', { kind: 'invalid' }],
    ['Bytes=0-1', { kind: 'invalid' }],
    ['bytes=99999999999999999999-', { kind: 'invalid' }],
  ])('%j ⇒ %j', (header, expected) => {
    expect(parseRange(header, 10)).toEqual(expected);
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
