import { describe, expect, it } from 'vitest';
import {
  etagOf,
  evaluatePreconditions,
  isRangeStillValid,
  type PreconditionOutcome,
} from './conditional-request.js';

const modified = new Date('2024-05-01T10:00:00.750Z');
const etag = etagOf(42, modified);
const validators = { etag, modified };
const at = (iso: string) => new Date(iso).toUTCString();
const headersOf = (headers: Record<string, string>) => (name: string) => headers[name];

describe('etagOf', () => {
  it('is a strong tag that changes with size and time', () => {
    expect(etag).toMatch(/^"[0-9a-f]+-2a"$/);
    expect(etagOf(43, modified)).not.toBe(etag);
    expect(etagOf(42, new Date(modified.getTime() + 1))).not.toBe(etag);
  });
});

describe('evaluatePreconditions', () => {
  it.each<[string, string, Record<string, string>, PreconditionOutcome]>([
    ['no conditions', 'GET', {}, 'proceed'],
    ['If-None-Match hit', 'GET', { 'If-None-Match': etag }, 'not-modified'],
    ['If-None-Match hit on HEAD', 'HEAD', { 'If-None-Match': etag }, 'not-modified'],
    ['If-None-Match weak hit', 'GET', { 'If-None-Match': `W/${etag}` }, 'not-modified'],
    ['If-None-Match in a list', 'GET', { 'If-None-Match': `"a", ${etag}` }, 'not-modified'],
    ['If-None-Match *', 'GET', { 'If-None-Match': '*' }, 'not-modified'],
    ['If-None-Match miss', 'GET', { 'If-None-Match': '"a"' }, 'proceed'],
    ['If-None-Match hit on POST', 'POST', { 'If-None-Match': etag }, 'precondition-failed'],
    [
      'If-Modified-Since same second',
      'GET',
      { 'If-Modified-Since': at('2024-05-01T10:00:00Z') },
      'not-modified',
    ],
    [
      'If-Modified-Since later',
      'GET',
      { 'If-Modified-Since': at('2024-06-01T00:00:00Z') },
      'not-modified',
    ],
    [
      'If-Modified-Since earlier',
      'GET',
      { 'If-Modified-Since': at('2024-04-01T00:00:00Z') },
      'proceed',
    ],
    ['If-Modified-Since garbage', 'GET', { 'If-Modified-Since': 'yesterday-ish' }, 'proceed'],
    [
      'If-None-Match wins over If-Modified-Since',
      'GET',
      { 'If-None-Match': '"a"', 'If-Modified-Since': at('2024-06-01T00:00:00Z') },
      'proceed',
    ],
    ['If-Match hit', 'GET', { 'If-Match': etag }, 'proceed'],
    ['If-Match *', 'GET', { 'If-Match': '*' }, 'proceed'],
    ['If-Match miss', 'GET', { 'If-Match': '"a"' }, 'precondition-failed'],
    ['If-Match weak is no match', 'GET', { 'If-Match': `W/${etag}` }, 'precondition-failed'],
    [
      'If-Unmodified-Since earlier',
      'GET',
      { 'If-Unmodified-Since': at('2024-04-01T00:00:00Z') },
      'precondition-failed',
    ],
    [
      'If-Unmodified-Since later',
      'GET',
      { 'If-Unmodified-Since': at('2024-06-01T00:00:00Z') },
      'proceed',
    ],
  ])('%s ⇒ %s', (_name, method, headers, outcome) => {
    expect(evaluatePreconditions(method, headersOf(headers), validators)).toBe(outcome);
  });
});

describe('isRangeStillValid', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, true],
    [{ 'If-Range': etag }, true],
    [{ 'If-Range': '"other"' }, false],
    [{ 'If-Range': `W/${etag}` }, false],
    [{ 'If-Range': at('2024-05-01T10:00:00Z') }, true],
    [{ 'If-Range': at('2024-05-01T10:00:01Z') }, false],
    [{ 'If-Range': 'not a date' }, false],
  ])('%j ⇒ %s', (headers, valid) => {
    expect(isRangeStillValid(headersOf(headers), validators)).toBe(valid);
  });
});
