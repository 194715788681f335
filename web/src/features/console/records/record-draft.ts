import type { CollectionField, RecordModel } from '@/shared/lib/pb';
import { isMultiple, isSecret } from './record-fields';
import { valueList } from './record-values';

/** A record being edited: field values, files to add and remove, and a new password. */
export interface RecordDraft {
  /** By field name; json fields hold their text, so an invalid one can be typed and shown. */
  values: Record<string, unknown>;
  added: Record<string, File[]>;
  removed: Record<string, string[]>;
  password: string;
  passwordConfirm: string;
}

/** Whether the dialog offers an input for the field (autodate and the id show read-only). */
export function isEditable(field: CollectionField): boolean {
  return field.type !== 'autodate' && field.name !== 'id' && !isSecret(field);
}

function initialValue(field: CollectionField, record: RecordModel | null): unknown {
  const value: unknown = record?.[field.name];
  if (field.type === 'json') {
    return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
  }
  if (field.type === 'bool') return value === true;
  if (field.type === 'number') return value === undefined || value === null ? '' : String(value);
  if (field.type === 'select' || field.type === 'relation') return valueList(value);
  return value ?? '';
}

/** The draft of an existing record, or of a new one when `record` is null. */
export function draftOf(fields: CollectionField[], record: RecordModel | null): RecordDraft {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (isEditable(field) && field.type !== 'file') {
      values[field.name] = initialValue(field, record);
    }
  }
  return { values, added: {}, removed: {}, password: '', passwordConfirm: '' };
}

/** Whether a json field's text parses (empty is allowed: it stores null). */
export function isValidJson(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function bodyValue(field: CollectionField, value: unknown): unknown {
  if (field.type === 'json') {
    return typeof value === 'string' && value.trim() !== '' ? JSON.parse(value) : null;
  }
  if (field.type === 'number') return value === '' ? null : Number(value);
  return value;
}

function fileChanges(field: CollectionField, draft: RecordDraft): Record<string, unknown> {
  const added = draft.added[field.name] ?? [];
  const removed = draft.removed[field.name] ?? [];
  // A single file field is simply replaced (or cleared).
  if (!isMultiple(field)) {
    if (added[0]) return { [field.name]: added[0] };
    return removed.length > 0 ? { [field.name]: '' } : {};
  }
  const changes: Record<string, unknown> = {};
  if (added.length > 0) changes[`${field.name}+`] = added;
  if (removed.length > 0) changes[`${field.name}-`] = removed;
  return changes;
}

/**
 * The create/update body. Files go as `name+` (append) and `name-` (remove) so the ones kept
 * are left alone; the SDK sends it as multipart when it holds a file.
 */
export function draftBody(fields: CollectionField[], draft: RecordDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields.filter(isEditable)) {
    if (field.type === 'file') Object.assign(body, fileChanges(field, draft));
    else if (field.name in draft.values) {
      body[field.name] = bodyValue(field, draft.values[field.name]);
    }
  }
  if (draft.password !== '') {
    body['password'] = draft.password;
    body['passwordConfirm'] = draft.passwordConfirm;
  }
  return body;
}

/** The json fields whose text does not parse (the dialog refuses to save them). */
export function invalidJsonFields(fields: CollectionField[], draft: RecordDraft): string[] {
  return fields
    .filter((f) => f.type === 'json' && isEditable(f))
    .filter((f) => {
      const text = draft.values[f.name];
      return typeof text === 'string' && !isValidJson(text);
    })
    .map((f) => f.name);
}
