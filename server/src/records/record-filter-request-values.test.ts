import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../test/record-filter-dataset.js';
import type { RecordFilterFixture } from '../test/record-filter-fixture.js';

const ALL = ['p1', 'p2', 'p3', 'p4'];
let fixture: RecordFilterFixture;

beforeAll(async () => {
  fixture = await createDataset();
});

afterAll(async () => {
  await fixture.close();
});

// A rule either admits every post or none: what matters is how the request value reads.
async function admits(rule: string, body: Record<string, unknown>): Promise<boolean> {
  const ids = await fixture.ids('posts', rule, { requestInfo: { body } });
  expect([[], ALL]).toContainEqual(ids);
  return ids.length === ALL.length;
}

describe('@request.body paths through lists and objects', () => {
  const body = {
    list: ['a', 'b'],
    word: 'abc',
    nothing: null,
    bytes: new Uint8Array([1, 2]),
    nested: { '0': 'zero' },
  };

  it.each([
    ['a list index', '@request.body.list.1 = "b"', true],
    ['a list index is set', '@request.body.list.1:isset = true', true],
    ['an index equal to the length is not set', '@request.body.list.2:isset = false', true],
    ['a name on a list is not set', '@request.body.list.x:isset = false', true],
    ['an index with a suffix is not set', '@request.body.list.1x:isset = false', true],
    ['an object key that looks like an index', '@request.body.nested.0 = "zero"', true],
    ['a property of a text is not set', '@request.body.word.length:isset = false', true],
    ['a key under null is not set', '@request.body.nothing.x:isset = false', true],
    ['bytes have no keys', '@request.body.bytes.0:isset = false', true],
    ['a missing key reads as NULL', '@request.body.missing.deeper = null', true],
  ])('%s: %s', async (_name, rule, expected) => {
    expect(await admits(rule, body)).toBe(expected);
  });
});

describe('@request.body values as bound parameters', () => {
  it.each<[string, string, Record<string, unknown>, boolean]>([
    ['null is NULL, not the text "null"', '@request.body.x = "null"', { x: null }, false],
    ['null is empty', '@request.body.x = ""', { x: null }, true],
    ['a number stays a number', '@request.body.x = 5', { x: 5 }, true],
    ['a number is not text', '@request.body.x = "5"', { x: 5 }, false],
    ['a boolean is a boolean', '@request.body.x = true', { x: true }, true],
    ['a big integer is a number', '@request.body.x = 5', { x: 5n }, true],
    [
      'a date is PocketBase date text',
      '@request.body.x = "2024-01-02 03:04:05.000Z"',
      { x: new Date('2024-01-02T03:04:05.000Z') },
      true,
    ],
    ['an object is JSON text', '@request.body.x = \'{"a":1}\'', { x: { a: 1 } }, true],
    ['text for a number field: signed', '@request.body.views = -1.5', { views: '-1.5' }, true],
    ['text for a number field: a fraction', '@request.body.views = 0.5', { views: '.5' }, true],
    ['text for a number field: an exponent', '@request.body.views = 1200', { views: '12e2' }, true],
    [
      'text for a number field: signed exponent',
      '@request.body.views = 0.12',
      { views: '12E-2' },
      true,
    ],
    [
      'text for a number field: several digits',
      '@request.body.views = 10.25',
      { views: '10.25' },
      true,
    ],
    ['a word for a number field stays text', '@request.body.views = "1x"', { views: '1x' }, true],
    ['a prefix is not a number', '@request.body.views = "x1"', { views: 'x1' }, true],
    ['a bare dot is not a number', '@request.body.views = "1.5.1"', { views: '1.5.1' }, true],
    ['an exponent needs digits', '@request.body.views = "1e"', { views: '1e' }, true],
    ['length of null is 0', '@request.body.tags:length = 0', { tags: null }, true],
    ['length of one value is 1', '@request.body.tags:length = 1', { tags: 't1' }, true],
  ])('%s', async (_name, rule, body, expected) => {
    expect(await admits(rule, body)).toBe(expected);
  });
});
