import type { BoolField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import type { FieldKind } from './field-kind.js';
import { toBool } from './value-cast.js';

/** A boolean; `required` means it must be true. */
export const boolKind: FieldKind<BoolField> = {
  type: 'bool',
  columnKind: () => 'bool',
  isMultiple: () => false,
  zeroValue: () => false,
  normalize: (_field, raw) => toBool(raw),
  validate(field, value) {
    return field.required && value !== true
      ? fieldError('validation_required', 'Cannot be blank.')
      : null;
  },
  toColumn: (_field, value) => (value === true ? 1 : 0),
  fromColumn: (_field, raw) => raw === 1 || raw === true || raw === '1' || raw === 'true',
};
