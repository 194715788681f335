import type { FieldType } from './field-kinds';

/**
 * How one option of a field type is edited: a number, a line of text, a date, a switch, a list
 * (comma or one per line) or the collection a relation points to. `blank` is what an empty number
 * means to the server: no limit (`null`) or zero.
 */
export type OptionSpec = { key: string; label: OptionLabel } & (
  { kind: 'number'; blank: null | 0 } | { kind: 'text' | 'date' | 'bool' | 'list' | 'collection' }
);

/** The message naming an option (`console.collections.fieldDialog.options.<label>`). */
export type OptionLabel =
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'min'
  | 'max'
  | 'onlyInt'
  | 'values'
  | 'maxSelect'
  | 'maxSize'
  | 'mimeTypes'
  | 'collectionId'
  | 'cascadeDelete'
  | 'onCreate'
  | 'onUpdate';

const num = (key: string, label: OptionLabel, blank: null | 0 = 0): OptionSpec => ({
  key,
  label,
  kind: 'number',
  blank,
});
const other = (
  key: OptionLabel,
  kind: 'text' | 'date' | 'bool' | 'list' | 'collection',
): OptionSpec => ({ key, label: key, kind });

/** The main options of each field type, in the order the dialog shows them. */
export const FIELD_OPTIONS: Readonly<Partial<Record<FieldType, readonly OptionSpec[]>>> = {
  text: [num('min', 'minLength'), num('max', 'maxLength'), other('pattern', 'text')],
  number: [num('min', 'min', null), num('max', 'max', null), other('onlyInt', 'bool')],
  select: [other('values', 'list'), num('maxSelect', 'maxSelect')],
  file: [num('maxSelect', 'maxSelect'), num('maxSize', 'maxSize'), other('mimeTypes', 'list')],
  relation: [
    other('collectionId', 'collection'),
    num('maxSelect', 'maxSelect'),
    other('cascadeDelete', 'bool'),
  ],
  json: [num('maxSize', 'maxSize')],
  date: [other('min', 'date'), other('max', 'date')],
  autodate: [other('onCreate', 'bool'), other('onUpdate', 'bool')],
};

/** What the dialog holds for an option while it is edited. */
export type OptionDraft = string | boolean;

/** The option as the form shows it: numbers and lists become text. */
export function draftOf(spec: OptionSpec, value: unknown): OptionDraft {
  switch (spec.kind) {
    case 'bool':
      return value === true;
    case 'list':
      return Array.isArray(value) ? value.map(String).join('\n') : '';
    case 'number':
      return typeof value === 'number' && !(spec.blank === 0 && value === 0) ? String(value) : '';
    case 'text':
    case 'date':
    case 'collection':
      return typeof value === 'string' ? value : '';
  }
}

/** Splits a list typed with commas or one item per line. */
export function splitList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The option as the server takes it. */
export function valueOf(spec: OptionSpec, draft: OptionDraft): unknown {
  if (spec.kind === 'bool') return draft === true;
  const text = typeof draft === 'string' ? draft.trim() : '';
  if (spec.kind === 'list') return splitList(text);
  if (spec.kind === 'number') return text === '' ? spec.blank : Number(text);
  return text;
}
