import type { RelationField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import { isMultiValued, type FieldKind } from './field-kind.js';
import { applyListModifier, normalizeList } from './multi-value-modifiers.js';
import { jsonListFromColumn, toUniqueStrings } from './value-cast.js';

/** Record ids of another collection; the ids must exist. */
export const relationKind: FieldKind<RelationField> = {
  type: 'relation',
  columnKind: (field) => (isMultiValued(field) ? 'jsonArray' : 'text'),
  isMultiple: isMultiValued,
  zeroValue: (field) => (isMultiValued(field) ? [] : ''),
  normalize: (field, raw) => normalizeList(toUniqueStrings(raw), isMultiValued(field)),
  applyModifier(field, modifier, current, raw) {
    const list = applyListModifier(modifier, current, raw);
    return list === undefined ? undefined : normalizeList(list, isMultiValued(field));
  },
  async validate(field, value, context) {
    const ids = toUniqueStrings(value);
    if (ids.length === 0) {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    const maxSelect = Math.max(field.maxSelect ?? 1, 1);
    if (ids.length > maxSelect) {
      return fieldError('validation_too_many_values', `Select no more than ${maxSelect}.`, {
        maxSelect,
      });
    }
    const minSelect = field.minSelect ?? 0;
    if (minSelect > 0 && ids.length < minSelect) {
      return fieldError('validation_not_enough_values', `Select at least ${minSelect}.`, {
        minSelect,
      });
    }
    const missing = await context.findMissingIds(field.collectionId, ids);
    if (missing.length > 0) {
      return fieldError(
        'validation_missing_rel_records',
        'Failed to find all relation records with the provided ids.',
      );
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
