import type { AutodateField } from '@hearth/shared';
import type { FieldKind } from './field-kind.js';
import { toText } from './value-cast.js';

/** A date the server sets on create and/or update; submitted values are ignored. */
export const autodateKind: FieldKind<AutodateField> = {
  type: 'autodate',
  columnKind: () => 'text',
  isMultiple: () => false,
  zeroValue: () => '',
  normalize: (_field, raw) => toText(raw),
  validate: () => null,
  toColumn: (_field, value) => toText(value),
  fromColumn: (_field, raw) => toText(raw),
};
