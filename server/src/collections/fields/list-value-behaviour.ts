import type { FileField, RelationField, SelectField } from '@hearth/shared';
import { isMultiValued, type FieldKind, type FieldModifier } from './field-kind.js';
import { jsonListFromColumn, toUniqueStrings } from './value-cast.js';

/**
 * The `+field` / `field+` / `field-` modifiers shared by select, relation and file fields.
 * Returns the new list before single/multiple normalisation.
 */
export function applyListModifier(
  modifier: FieldModifier,
  current: unknown,
  raw: unknown,
): string[] | undefined {
  const existing = toUniqueStrings(current);
  const given = toUniqueStrings(raw);
  switch (modifier) {
    case 'append':
      return [...existing, ...given];
    case 'prepend':
      return [...given, ...existing];
    case 'subtract':
      return existing.filter((value) => !given.includes(value));
    case 'autogenerate':
      return undefined;
  }
}

/** A single-value field keeps the last selected item; a multiple one keeps the list. */
export function normalizeList(values: string[], multiple: boolean): string | string[] {
  if (multiple) return values;
  return values[values.length - 1] ?? '';
}

/** The field types whose values are string lists (ids, names, options). */
type ListField = SelectField | RelationField | FileField;

/**
 * The storage and input behaviour shared by select, relation and file fields: one string, or a
 * JSON array of strings when `maxSelect > 1`, with PocketBase's list modifiers.
 */
export function listValueBehaviour<F extends ListField>(): Omit<FieldKind<F>, 'type' | 'validate'> {
  return {
    columnKind: (field) => (isMultiValued(field) ? 'jsonArray' : 'text'),
    isMultiple: isMultiValued,
    zeroValue: (field) => (isMultiValued(field) ? [] : ''),
    normalize: (field, raw) => normalizeList(toUniqueStrings(raw), isMultiValued(field)),
    applyModifier(field, modifier, current, raw) {
      const list = applyListModifier(modifier, current, raw);
      return list === undefined ? undefined : normalizeList(list, isMultiValued(field));
    },
    toColumn: (field, value) =>
      isMultiValued(field)
        ? JSON.stringify(toUniqueStrings(value))
        : (toUniqueStrings(value)[0] ?? ''),
    fromColumn: (field, raw) =>
      isMultiValued(field) ? jsonListFromColumn(raw) : typeof raw === 'string' ? raw : '',
  };
}
