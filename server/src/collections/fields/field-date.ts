import type { DateField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import { formatDate, parseDate } from '../../lib/dates.js';
import type { FieldKind } from './field-kind.js';
import { toText } from './value-cast.js';

/** A UTC date-time stored in PocketBase's text format; `""` is the zero date. */
export const dateKind: FieldKind<DateField> = {
  type: 'date',
  columnKind: () => 'text',
  isMultiple: () => false,
  zeroValue: () => '',
  normalize: (_field, raw) => normalizeDate(raw),
  validate(field, value) {
    const text = typeof value === 'string' ? value : '';
    if (text === '') {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    const min = field.min ? normalizeDate(field.min) : '';
    if (min !== '' && text < min) {
      return fieldError('validation_min_date_constraint', `Must be no earlier than ${min}.`, {
        min,
      });
    }
    const max = field.max ? normalizeDate(field.max) : '';
    if (max !== '' && text > max) {
      return fieldError('validation_max_date_constraint', `Must be no later than ${max}.`, { max });
    }
    return null;
  },
  toColumn: (_field, value) => toText(value),
  fromColumn: (_field, raw) => toText(raw),
};

/** Any accepted date input ⇒ PocketBase's date text, or `""` when it is not a date. */
export function normalizeDate(raw: unknown): string {
  if (raw === '' || raw === null || raw === undefined) return '';
  const date = parseDate(raw);
  return date ? formatDate(date) : '';
}
