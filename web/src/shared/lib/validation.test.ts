import { describe, expect, it } from 'vitest';
import {
  validateEmail,
  validateNickname,
  validatePassword,
  validatePasswordConfirm,
} from './validation';

describe('the server rules, checked as you type', () => {
  it.each([
    ['', { code: 'validation_required' }],
    ['   ', { code: 'validation_required' }],
    ['Ann', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), { code: 'validation_max_text_constraint', params: { max: 50 } }],
    ['😀'.repeat(50), null],
  ])('nickname %j', (value, expected) => {
    expect(validateNickname(value)).toEqual(expected);
  });

  it.each([
    ['', { code: 'validation_required' }],
    ['ann', { code: 'validation_is_email' }],
    ['ann@example', { code: 'validation_is_email' }],
    ['ann @example.com', { code: 'validation_is_email' }],
    ['ann@example.com', null],
    [' ann@example.com ', null],
  ])('email %j', (value, expected) => {
    expect(validateEmail(value)).toEqual(expected);
  });

  it.each([
    ['', { code: 'validation_required' }],
    ['1234567', { code: 'validation_min_text_constraint', params: { min: 8 } }],
    ['12345678', null],
    // argon2id has no 72-byte limit: bcrypt's 71 characters would refuse good passphrases.
    ['x'.repeat(100), null],
    ['界'.repeat(255), null],
    ['x'.repeat(256), { code: 'validation_max_text_constraint', params: { max: 255 } }],
  ])('password of length %#', (value, expected) => {
    expect(validatePassword(value)).toEqual(expected);
  });

  it('password confirmation must match', () => {
    expect(validatePasswordConfirm('', 'secret123')).toEqual({ code: 'validation_required' });
    expect(validatePasswordConfirm('secret12', 'secret123')).toEqual({
      code: 'validation_values_mismatch',
    });
    expect(validatePasswordConfirm('secret123', 'secret123')).toBeNull();
  });
});
