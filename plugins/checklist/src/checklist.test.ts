import type { StateEntry } from '@hearth/plugin-sdk';
import { describe, expect, it } from 'vitest';
import { cleanItemText, ITEM_MAX_CHARS, newItemKey, readItems, readTitle } from './checklist.js';

const entry = (key: string, value: unknown, owner = ''): StateEntry => ({
  key,
  value,
  owner,
  mine: false,
  updatedBy: 'bob',
  updated: '2026-01-01 00:00:00.000Z',
});

describe('readItems', () => {
  it('reads the items, oldest first, with who changed them last', () => {
    const items = readItems([
      entry('item:2', { text: 'Tickets', done: false }),
      entry('item:1', { text: 'Passports', done: true }),
    ]);
    expect(items).toEqual([
      { key: 'item:1', text: 'Passports', done: true, changedBy: 'bob' },
      { key: 'item:2', text: 'Tickets', done: false, changedBy: 'bob' },
    ]);
  });

  it('leaves out what is not an item', () => {
    const items = readItems([
      entry('note', { text: 'x', done: false }),
      entry('item:1', { text: '', done: false }),
      entry('item:2', 'text'),
      entry('item:3', null),
      entry('item:4', { text: 'mine alone', done: false }, 'ann'),
      entry('item:5', { text: 'done?', done: 'yes' }),
    ]);
    expect(items).toEqual([{ key: 'item:5', text: 'done?', done: false, changedBy: 'bob' }]);
  });
});

describe('newItemKey', () => {
  it('is a state key that sorts in the order items were added', () => {
    const first = newItemKey(1767225600000, 0.99);
    const second = newItemKey(1767225600001, 0);
    expect(first).toBe('item:0mjuohs00zn1f');
    expect(second < first).toBe(false);
    expect(first).toMatch(/^[A-Za-z0-9._:-]{1,100}$/);
    expect(newItemKey(1767225600000, 0.5)).not.toBe(newItemKey(1767225600000, 0.25));
  });
});

describe('cleanItemText', () => {
  it.each([
    ['  Pack   the\nbags ', 'Pack the bags'],
    ['', null],
    ['   ', null],
    ['x'.repeat(ITEM_MAX_CHARS + 5), 'x'.repeat(ITEM_MAX_CHARS)],
  ])('%j => %j', (text, clean) => {
    expect(cleanItemText(text)).toBe(clean);
  });
});

describe('readTitle', () => {
  it.each([
    [{ title: 'Trip' }, 'Trip'],
    [{ title: 42 }, ''],
    [null, ''],
    ['Trip', ''],
  ])('%j => %j', (payload, title) => {
    expect(readTitle(payload)).toBe(title);
  });
});
