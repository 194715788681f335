import type { JsonField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import { isJsonTextTooDeep, isJsonValueTooDeep } from '../../forms/json-depth.js';
import type { FieldKind } from './field-kind.js';

/** The default maximum serialised size of a json field with `maxSize: 0` (1 MiB). */
export const DEFAULT_JSON_MAX_SIZE = 1024 * 1024;

const JSON_LOOKING = /^\s*(null|true|false|-?\d[\d.eE+-]*|".*"|\[.*\]|\{.*\})\s*$/s;

/** Any JSON value; `null` is the zero value. */
export const jsonKind: FieldKind<JsonField> = {
  type: 'json',
  columnKind: () => 'json',
  isMultiple: () => false,
  zeroValue: () => null,
  normalize: (_field, raw) => normalizeJson(raw),
  validate(field, value) {
    if (isEmptyJson(value)) {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    // note: bodies are depth-checked when read; a JSON text too deep to parse stays text (see
    // normalizeJson), and a value built in code is checked here, before JSON.stringify below
    // could overflow the stack on it.
    if (typeof value === 'string' ? isJsonTextTooDeep(value) : isJsonValueTooDeep(value)) {
      return fieldError('validation_invalid_json', 'Must be a valid json value.');
    }
    const maxSize = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_JSON_MAX_SIZE;
    if (Buffer.byteLength(JSON.stringify(value)) > maxSize) {
      return fieldError(
        'validation_json_size_limit',
        `The maximum allowed JSON size is ${maxSize} bytes.`,
        { maxSize },
      );
    }
    return null;
  },
  toColumn: (_field, value) =>
    value === null || value === undefined ? null : JSON.stringify(value),
  fromColumn: (_field, raw) => {
    if (typeof raw !== 'string') return raw ?? null;
    // note: a value stored nested past the limit (an older write, a hand edit) stays text, so
    // presenting it cannot overflow the stack.
    if (isJsonTextTooDeep(raw)) return raw;
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  },
};

/**
 * Strings that look like JSON are parsed (multipart sends everything as text); other strings
 * are kept as JSON strings. `"[1,2]"` ⇒ `[1,2]`, `"hello"` ⇒ `"hello"`, `undefined` ⇒ `null`.
 */
function normalizeJson(raw: unknown): unknown {
  if (raw === undefined) return null;
  if (typeof raw !== 'string') return raw;
  // note: a text nested past the limit is not parsed, so that no code before validation walks
  // the value; validation refuses it.
  if (!JSON_LOOKING.test(raw) || isJsonTextTooDeep(raw)) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function isEmptyJson(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}
