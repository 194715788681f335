import type { CollectionField, FieldErrorBody } from '@hearth/shared';
import type { ColumnKind } from '../../storage/dialect.js';
import type { SqlValue } from '../../storage/sql.js';

/** What a field's validation may consult besides the value. */
export interface ValidationContext {
  /** True when the record is being created. */
  isNew: boolean;
  /** Checks that every id exists in the collection (relations). */
  findMissingIds(collectionId: string, ids: readonly string[]): Promise<string[]>;
}

/**
 * The behaviour of one field type: how its value is stored, normalised from input, modified
 * with `+`/`-` keys, validated and presented. One module per type implements it.
 */
export interface FieldKind<F extends CollectionField = CollectionField> {
  readonly type: F['type'];
  /** How the value is stored in its column. */
  columnKind(field: F): ColumnKind;
  /** True when the field holds a list of values. */
  isMultiple(field: F): boolean;
  /** The value a new record starts with. */
  zeroValue(field: F): unknown;
  /** Normalises submitted input (JSON or type-inferred multipart) to the stored shape. */
  normalize(field: F, raw: unknown): unknown;
  /**
   * Applies a modifier key (`field+`, `field-`, `+field`, `field:autogenerate`) to the current
   * value, or returns `undefined` when the type has no such modifier.
   */
  applyModifier?(field: F, modifier: FieldModifier, current: unknown, raw: unknown): unknown;
  /** Checks a normalised value against the field options. */
  validate(
    field: F,
    value: unknown,
    context: ValidationContext,
  ): FieldErrorBody | null | Promise<FieldErrorBody | null>;
  /** Converts the value to what the column stores. */
  toColumn(field: F, value: unknown): SqlValue;
  /** Converts what the column holds back to the value. */
  fromColumn(field: F, raw: unknown): unknown;
}

/** The modifier suffixes and prefixes PocketBase accepts on body keys. */
export type FieldModifier = 'append' | 'prepend' | 'subtract' | 'autogenerate';

/** Field types whose values are lists when `maxSelect` is above one. */
export function isMultiValued(field: { maxSelect?: number }): boolean {
  return (field.maxSelect ?? 0) > 1;
}
