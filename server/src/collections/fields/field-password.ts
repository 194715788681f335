import type { PasswordField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import type { FieldKind } from './field-kind.js';
import { runeLength, toText } from './value-cast.js';
import { safeRegExp } from './field-text.js';

/**
 * The default password maximum, in characters. PB compat: PocketBase defaults to 71, bcrypt's
 * input limit; Hearth hashes with argon2id, which has none, so the bound is the one PocketBase's
 * auth forms (sign-in, reset) put on a password: any password that can be set can be typed there.
 */
export const PASSWORD_MAX_LENGTH = 255;

/**
 * A password hash. The stored value is the hash; submitted plain passwords are checked with
 * `validatePlainPassword` and hashed by the record upsert before they reach this field.
 */
export const passwordKind: FieldKind<PasswordField> = {
  type: 'password',
  columnKind: () => 'text',
  isMultiple: () => false,
  zeroValue: () => '',
  normalize: (_field, raw) => toText(raw),
  validate(field, value) {
    return field.required && value === ''
      ? fieldError('validation_required', 'Cannot be blank.')
      : null;
  },
  toColumn: (_field, value) => toText(value),
  fromColumn: (_field, raw) => toText(raw),
};

/** Checks a submitted plain password against the field's min, max and pattern. */
export function validatePlainPassword(field: PasswordField, plain: string) {
  if (plain === '') {
    return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
  }
  const length = runeLength(plain);
  const min = field.min && field.min > 0 ? field.min : 1;
  if (length < min) {
    return fieldError('validation_min_text_constraint', `Must be at least ${min} character(s).`, {
      min,
    });
  }
  const max = field.max && field.max > 0 ? field.max : PASSWORD_MAX_LENGTH;
  if (length > max) {
    return fieldError(
      'validation_max_text_constraint',
      `Must be less than ${max + 1} character(s).`,
      {
        max,
      },
    );
  }
  if (field.pattern && !safeRegExp(field.pattern)?.test(plain)) {
    return fieldError('validation_invalid_format', 'Invalid value format.');
  }
  return null;
}
