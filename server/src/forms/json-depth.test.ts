import { describe, expect, it } from 'vitest';
import { isJsonTextTooDeep, isJsonValueTooDeep, MAX_JSON_DEPTH } from './json-depth.js';

describe('isJsonTextTooDeep', () => {
  it.each([
    ['[[1]] past 1', '[[1]]', 1, true],
    ['[[1]] within 2', '[[1]]', 2, false],
    ['brackets inside a string', '{"a":"{{{[[["}', 1, false],
    ['an escaped quote does not end the string', '{"a":"\\"[[["}', 1, false],
    ['siblings are not depth', '[[],[],[],[]]', 2, false],
    ['objects count as arrays do', '{"a":{"b":{}}}', 2, true],
    ['broken JSON is left to the parser', '[[[', 1, true],
  ])('%s', (_name, text, maxDepth, expected) => {
    // note: the short-text shortcut would answer before the scan; padding makes it scan.
    expect(isJsonTextTooDeep(text + ' '.repeat(10), maxDepth)).toBe(expected);
  });

  it('needs no scan for a text too short to be too deep', () => {
    expect(isJsonTextTooDeep('['.repeat(MAX_JSON_DEPTH * 2))).toBe(false);
    expect(isJsonTextTooDeep('['.repeat(MAX_JSON_DEPTH * 2 + 2))).toBe(true);
  });

  it('scans 100,000 levels without recursion', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(isJsonTextTooDeep(text)).toBe(true);
  });
});

describe('isJsonValueTooDeep', () => {
  it.each([
    ['a scalar', 1, 0, false],
    ['[[1]] past 1', [[1]], 1, true],
    ['[[1]] within 2', [[1]], 2, false],
    ['{a: [1]} within 2', { a: [1] }, 2, false],
    ['{a: {b: {}}} past 2', { a: { b: {} } }, 2, true],
  ])('%s', (_name, value, maxDepth, expected) => {
    expect(isJsonValueTooDeep(value, maxDepth)).toBe(expected);
  });

  it('walks 100,000 levels without recursion', () => {
    const value: unknown = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(isJsonValueTooDeep(value)).toBe(true);
  });
});
