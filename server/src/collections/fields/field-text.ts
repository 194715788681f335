import type { TextField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import { randomStringFromPattern } from '../../lib/random-from-pattern.js';
import type { FieldKind } from './field-kind.js';
import { runeLength, toText } from './value-cast.js';

/** The default maximum length of a text field with `max: 0`. */
export const DEFAULT_TEXT_MAX = 5000;

/** Plain text, also used for the `id` primary key. */
export const textKind: FieldKind<TextField> = {
  type: 'text',
  columnKind: (field) => (field.primaryKey ? 'primaryKey' : 'text'),
  isMultiple: () => false,
  zeroValue: () => '',
  normalize: (_field, raw) => toText(raw),
  applyModifier(field, modifier, _current, raw) {
    if (modifier !== 'autogenerate') return undefined;
    const prefix = toText(raw);
    return field.autogeneratePattern
      ? prefix + randomStringFromPattern(field.autogeneratePattern)
      : prefix;
  },
  validate(field, value) {
    return validateText(field, typeof value === 'string' ? value : '');
  },
  toColumn: (_field, value) => toText(value),
  fromColumn: (_field, raw) => toText(raw),
};

/** Checks a text value against required/min/max/pattern. */
export function validateText(field: TextField, value: string) {
  if (value === '') {
    return field.required || field.primaryKey
      ? fieldError('validation_required', 'Cannot be blank.')
      : null;
  }
  const length = runeLength(value);
  const min = field.min ?? 0;
  if (min > 0 && length < min) {
    return fieldError('validation_min_text_constraint', `Must be at least ${min} character(s).`, {
      min,
    });
  }
  const max = field.max && field.max > 0 ? field.max : DEFAULT_TEXT_MAX;
  if (length > max) {
    return fieldError(
      'validation_max_text_constraint',
      `Must be no more than ${max} character(s).`,
      {
        max,
      },
    );
  }
  if (field.pattern && !safeRegExp(field.pattern)?.test(value)) {
    return fieldError('validation_invalid_format', 'Invalid value format.');
  }
  return null;
}

const regExpCache = new Map<string, RegExp | null>();

/** Compiles a user-supplied pattern once; an invalid pattern matches nothing. */
export function safeRegExp(pattern: string): RegExp | null {
  if (!regExpCache.has(pattern)) {
    try {
      regExpCache.set(pattern, new RegExp(pattern, 'u'));
    } catch {
      // note: collection validation rejects invalid patterns; this only guards old data.
      regExpCache.set(pattern, null);
    }
  }
  return regExpCache.get(pattern) ?? null;
}
