import type { FileField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import { isMultiValued, type FieldKind } from './field-kind.js';
import { applyListModifier, normalizeList } from './multi-value-modifiers.js';
import { jsonListFromColumn, toUniqueStrings } from './value-cast.js';

/** The default maximum size of one file with `maxSize: 0` (5 MiB). */
export const DEFAULT_FILE_MAX_SIZE = 5 * 1024 * 1024;

/**
 * Stored file names. Uploads are checked (size, type) and named by the files module; this kind
 * keeps the list shape and checks the count.
 */
export const fileKind: FieldKind<FileField> = {
  type: 'file',
  columnKind: (field) => (isMultiValued(field) ? 'jsonArray' : 'text'),
  isMultiple: isMultiValued,
  zeroValue: (field) => (isMultiValued(field) ? [] : ''),
  normalize: (field, raw) => normalizeList(toUniqueStrings(raw), isMultiValued(field)),
  applyModifier(field, modifier, current, raw) {
    const list = applyListModifier(modifier, current, raw);
    return list === undefined ? undefined : normalizeList(list, isMultiValued(field));
  },
  validate(field, value) {
    const names = toUniqueStrings(value);
    if (names.length === 0) {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    const maxSelect = Math.max(field.maxSelect ?? 1, 1);
    if (names.length > maxSelect) {
      return fieldError('validation_too_many_files', `The maximum allowed files is ${maxSelect}.`, {
        maxSelect,
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
