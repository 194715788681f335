import type { NumberField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import type { FieldKind } from './field-kind.js';
import { toNumber } from './value-cast.js';

/** A float; `field+` adds and `field-` subtracts. */
export const numberKind: FieldKind<NumberField> = {
  type: 'number',
  columnKind: () => 'number',
  isMultiple: () => false,
  zeroValue: () => 0,
  normalize: (_field, raw) => toNumber(raw),
  applyModifier(_field, modifier, current, raw) {
    if (modifier === 'append') return toNumber(current) + toNumber(raw);
    if (modifier === 'subtract') return toNumber(current) - toNumber(raw);
    return undefined;
  },
  validate(field, value) {
    const number = typeof value === 'number' ? value : Number.NaN;
    if (!Number.isFinite(number)) {
      return fieldError(
        'validation_invalid_number',
        'The submitted number is not properly formatted.',
      );
    }
    if (number === 0) {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    if (field.onlyInt && !Number.isInteger(number)) {
      return fieldError('validation_only_int_constraint', 'Decimal numbers are not allowed.');
    }
    if (typeof field.min === 'number' && number < field.min) {
      return fieldError('validation_min_number_constraint', `Must be larger than ${field.min}.`, {
        min: field.min,
      });
    }
    if (typeof field.max === 'number' && number > field.max) {
      return fieldError('validation_max_number_constraint', `Must be less than ${field.max}.`, {
        max: field.max,
      });
    }
    return null;
  },
  toColumn: (_field, value) => toNumber(value),
  fromColumn: (_field, raw) => toNumber(raw),
};
