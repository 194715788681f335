import type { SelectField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import { isMultiValued, type FieldKind } from './field-kind.js';
import { applyListModifier, normalizeList } from './multi-value-modifiers.js';
import { jsonListFromColumn, toUniqueStrings } from './value-cast.js';

/** One value (or several with `maxSelect > 1`) from a fixed list. */
export const selectKind: FieldKind<SelectField> = {
  type: 'select',
  columnKind: (field) => (isMultiValued(field) ? 'jsonArray' : 'text'),
  isMultiple: isMultiValued,
  zeroValue: (field) => (isMultiValued(field) ? [] : ''),
  normalize: (field, raw) => normalizeList(toUniqueStrings(raw), isMultiValued(field)),
  applyModifier(field, modifier, current, raw) {
    const list = applyListModifier(modifier, current, raw);
    return list === undefined ? undefined : normalizeList(list, isMultiValued(field));
  },
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
  toColumn: (field, value) =>
    isMultiValued(field)
      ? JSON.stringify(toUniqueStrings(value))
      : (toUniqueStrings(value)[0] ?? ''),
  fromColumn: (field, raw) =>
    isMultiValued(field) ? jsonListFromColumn(raw) : typeof raw === 'string' ? raw : '',
};
