import type { FieldModifier } from './field-kind.js';
import { toUniqueStrings } from './value-cast.js';

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
