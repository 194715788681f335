import type { SelectField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import type { FieldKind } from './field-kind.js';
import { listValueBehaviour } from './list-value-behaviour.js';
import { toUniqueStrings } from './value-cast.js';

/** One value (or several with `maxSelect > 1`) from a fixed list. */
export const selectKind: FieldKind<SelectField> = {
  type: 'select',
  ...listValueBehaviour<SelectField>(),
  validate(field, value) {
    const values = toUniqueStrings(value);
    if (values.length === 0) {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    const maxSelect = Math.max(field.maxSelect ?? 1, 1);
    if (values.length > maxSelect) {
      return fieldError('validation_too_many_values', `Select no more than ${maxSelect}.`, {
        maxSelect,
      });
    }
    const invalid = values.find((item) => !field.values.includes(item));
    if (invalid !== undefined) {
      return fieldError('validation_invalid_value', `Invalid value ${invalid}.`, {
        value: invalid,
      });
    }
    return null;
  },
};
