import type { CollectionField } from '@/shared/lib/pb';
import { isFieldType, type FieldType } from './field-kinds';
import { FIELD_OPTIONS, draftOf, valueOf, type OptionDraft } from './field-options';

/** A field as the dialog edits it: its name, type, flags and its type's options as text. */
export interface FieldDraft {
  name: string;
  type: FieldType;
  required: boolean;
  hidden: boolean;
  presentable: boolean;
  options: Record<string, OptionDraft>;
}

/** The draft of an existing field, or of a new text field. */
export function draftOfField(field: CollectionField | null): FieldDraft {
  // note: the server only sends known types; an unknown one is edited as text (no options).
  const type: FieldType = field && isFieldType(field.type) ? field.type : 'text';
  return {
    name: field?.name ?? '',
    type,
    required: field?.['required'] === true,
    hidden: field?.hidden === true,
    presentable: field?.presentable === true,
    options: optionsOf(type, field ?? newFieldDefaults(type)),
  };
}

/** The options a type starts with, read from a field (or from defaults for a new one). */
export function optionsOf(type: FieldType, field: Record<string, unknown>): FieldDraft['options'] {
  const specs = FIELD_OPTIONS[type] ?? [];
  return Object.fromEntries(specs.map((spec) => [spec.key, draftOf(spec, field[spec.key])]));
}

/** Sensible starting options: one choice for selects, files and relations; stamped on create. */
export function newFieldDefaults(type: FieldType): Record<string, unknown> {
  if (type === 'autodate') return { onCreate: true, onUpdate: false };
  if (type === 'select' || type === 'file' || type === 'relation') return { maxSelect: 1 };
  return {};
}

/**
 * The field to send: the original with the draft laid over it, so its `id` (PocketBase renames a
 * field by id) and the options the dialog does not show are kept.
 */
export function fieldOfDraft(draft: FieldDraft, original: CollectionField | null): CollectionField {
  const specs = FIELD_OPTIONS[draft.type] ?? [];
  const options = Object.fromEntries(
    specs.map((spec) => [spec.key, valueOf(spec, draft.options[spec.key] ?? '')]),
  );
  return {
    ...original,
    // note: an empty id asks the server for its own, derived from the type and name.
    id: original?.id ?? '',
    system: original?.system ?? false,
    name: draft.name.trim(),
    type: draft.type,
    required: draft.required,
    hidden: draft.hidden,
    presentable: draft.presentable,
    ...options,
  };
}
