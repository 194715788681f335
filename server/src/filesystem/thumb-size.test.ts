import type { FileField } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { isThumbSizeAllowed, parseThumbSize, thumbKeyOf } from './thumb-size.js';

describe('parseThumbSize', () => {
  it.each([
    ['100x100', { width: 100, height: 100, mode: 'center' }],
    ['70x50t', { width: 70, height: 50, mode: 'top' }],
    ['70x50b', { width: 70, height: 50, mode: 'bottom' }],
    ['70x50f', { width: 70, height: 50, mode: 'fit' }],
    ['0x50', { width: 0, height: 50, mode: 'center' }],
    ['70x0', { width: 70, height: 0, mode: 'center' }],
    ['0x0', null],
    ['0x0t', null],
    ['100', null],
    ['100x', null],
    ['x100', null],
    ['100X100', null],
    ['100x100c', null],
    ['-1x100', null],
    ['1.5x100', null],
    ['100x100 ', null],
    ['../100x100', null],
    ['99999999999999999999x1', null],
  ])('%j ⇒ %j', (text, expected) => {
    expect(parseThumbSize(text)).toEqual(expected);
  });
});

describe('isThumbSizeAllowed', () => {
  const field: FileField = { id: 'f', name: 'f', type: 'file', thumbs: ['70x50t', '0x50'] };

  it.each([
    ['100x100', true],
    ['70x50t', true],
    ['0x50', true],
    ['70x50', false],
    ['200x200', false],
    ['', false],
  ])('%j ⇒ %s', (size, allowed) => {
    expect(isThumbSizeAllowed(field, size)).toBe(allowed);
  });

  it('allows only the default size when the field lists none', () => {
    expect(isThumbSizeAllowed({ id: 'f', name: 'f', type: 'file' }, '100x100')).toBe(true);
    expect(isThumbSizeAllowed({ id: 'f', name: 'f', type: 'file', thumbs: null }, '0x50')).toBe(
      false,
    );
  });
});

describe('thumbKeyOf', () => {
  it('keeps thumbs in a folder named after the file', () => {
    expect(thumbKeyOf('c1/r1', 'a_1234567890.png', '70x50t')).toBe(
      'c1/r1/thumbs_a_1234567890.png/70x50t_a_1234567890.png',
    );
  });
});
