import type { CollectionField, CollectionModel, FileField } from '@hearth/shared';
import { kindOf } from '../collections/fields/field-kinds.js';
import type { ValidationContext } from '../collections/fields/field-kind.js';
import { toUniqueStrings } from '../collections/fields/value-cast.js';
import { hashPassword } from '../security/password-hash.js';
import { fieldError, type FieldErrors } from '../errors.js';
import { nowString } from '../lib/dates.js';
import { randomStringFromPattern } from '../lib/random-from-pattern.js';
import type { RecordValues } from '../request-info.js';
import { checkAuthFields } from './record-auth-fields.js';
import {
  applyFileFieldInput,
  type FileFieldInput,
  type PendingUpload,
} from './record-file-changes.js';
import { parseInputKey, type ParsedKey, type RecordInput } from './record-input.js';

/** Who is writing, which decides what they may set, and what validation may look up. */
export interface UpsertAccess {
  isSuperuser: boolean;
  /** The collection's manage rule matched (auth collections): may set email/verified/password. */
  hasManageAccess: boolean;
  /** Returns the ids with no record in the collection (relation checks). */
  findMissingIds(collectionId: string, ids: readonly string[]): Promise<string[]>;
}

/** A create or update worked out in memory, before rules, storage and files. */
export interface RecordChange {
  /** The complete record as it will be stored. */
  values: RecordValues;
  /** What rules see as `@request.body`: submitted values after modifiers, no files, no hidden fields. */
  body: Record<string, unknown>;
  uploads: PendingUpload[];
  /** Stored file names the change drops (deleted after a successful save). */
  removedFiles: string[];
  errors: FieldErrors;
  /** Fields whose stored value changes. */
  changedFields: string[];
}

/** Keys that configure auth writes but are not fields. */
const AUTH_PSEUDO_KEYS = new Set(['passwordConfirm', 'oldPassword']);
/** Fields a request can never set directly. */
const SERVER_ONLY_FIELDS = new Set(['tokenKey']);

/**
 * Applies a submitted body to a record (or to a new one when `current` is null): modifiers in
 * PocketBase's order, file uploads, auth-field restrictions, generated values and validation.
 */
export async function prepareRecordChange(
  collection: CollectionModel,
  current: RecordValues | null,
  input: RecordInput,
  access: UpsertAccess,
): Promise<RecordChange> {
  const isNew = current === null;
  const values: RecordValues = current ? { ...current } : zeroValues(collection);
  const errors: FieldErrors = {};
  const body: Record<string, unknown> = {};
  const entries = orderedEntries(collection, input.data, access, body);

  for (const { field, modifier, raw } of entries) {
    if (field.type === 'file') continue;
    if (field.name === 'id' && !isNew) {
      if (String(raw) !== values['id']) {
        errors['id'] = fieldError(
          'validation_pk_change',
          'The record primary key cannot be changed.',
        );
      }
      continue;
    }
    const kind = kindOf(field);
    const next =
      modifier === 'set'
        ? kind.normalize(field, raw)
        : kind.applyModifier?.(field, modifier, values[field.name], raw);
    if (next === undefined) continue;
    values[field.name] = next;
    body[field.name] = next;
  }

  const files = await applyFileFields(collection, current, input, entries, values, errors);
  fillGeneratedValues(collection, values, isNew);

  let newPassword: string | null = null;
  if (collection.type === 'auth') {
    const auth = await checkAuthFields(
      collection,
      current,
      values,
      input.data,
      access.isSuperuser || access.hasManageAccess,
    );
    Object.assign(errors, auth.errors);
    newPassword = auth.newPassword;
  }
  await validateFields(collection, values, errors, {
    isNew,
    findMissingIds: access.findMissingIds,
  });
  if (newPassword !== null && Object.keys(errors).length === 0) {
    values['password'] = await hashPassword(newPassword);
  }
  if (!isNew && (newPassword !== null || values['email'] !== current['email'])) {
    values['tokenKey'] = randomTokenKey(collection);
  }
  return {
    values,
    body,
    uploads: files.uploads,
    removedFiles: files.removed,
    errors,
    changedFields: changedFieldNames(collection, current, values),
  };
}

interface Entry extends ParsedKey {
  key: string;
  field: CollectionField;
  raw: unknown;
}

function orderedEntries(
  collection: CollectionModel,
  data: Record<string, unknown>,
  access: UpsertAccess,
  body: Record<string, unknown>,
): Entry[] {
  const entries: Entry[] = [];
  for (const [key, raw] of Object.entries(data)) {
    const parsed = parseInputKey(key);
    const field = collection.fields.find((candidate) => candidate.name === parsed.name);
    if (!field) {
      // Unknown keys are ignored for storage but rules may read them (@request.body.x).
      if (!AUTH_PSEUDO_KEYS.has(key) || collection.type === 'auth') body[key] = raw;
      continue;
    }
    if (!isWritable(collection, field, access)) continue;
    // note: not `{ ...parsed, key, field, raw }`: V8 builds a spread followed by new keys on a
    // slow path, which cost several microseconds per entry here.
    entries.push({ name: parsed.name, modifier: parsed.modifier, key, field, raw });
  }
  // PB compat: plain keys first, then modifiers by key length, so "tags" then "tags+".
  return entries.sort(
    (a, b) => (a.modifier === 'set' ? 0 : a.key.length) - (b.modifier === 'set' ? 0 : b.key.length),
  );
}

function isWritable(
  collection: CollectionModel,
  field: CollectionField,
  access: UpsertAccess,
): boolean {
  if (field.type === 'autodate' || SERVER_ONLY_FIELDS.has(field.name)) return false;
  // The password goes through the auth checks (confirmation, old password), never directly.
  if (collection.type === 'auth' && field.name === 'password') return false;
  return !field.hidden || access.isSuperuser;
}

async function applyFileFields(
  collection: CollectionModel,
  current: RecordValues | null,
  input: RecordInput,
  entries: Entry[],
  values: RecordValues,
  errors: FieldErrors,
): Promise<{ uploads: PendingUpload[]; removed: string[] }> {
  const uploads: PendingUpload[] = [];
  const removed: string[] = [];
  for (const field of collection.fields) {
    if (field.type !== 'file') continue;
    const request = fileFieldInput(field, input, entries);
    if (!request) continue;
    const existing = toUniqueStrings(current?.[field.name]);
    const change = await applyFileFieldInput(field, existing, request);
    if (change.error) {
      errors[field.name] = change.error;
      continue;
    }
    values[field.name] = kindOf(field).normalize(field, change.names);
    uploads.push(...change.uploads);
    removed.push(...existing.filter((name) => !change.names.includes(name)));
  }
  return { uploads, removed };
}

function fileFieldInput(
  field: FileField,
  input: RecordInput,
  entries: Entry[],
): FileFieldInput | null {
  const mine = entries.filter((entry) => entry.field === field);
  const uploads = (modifier: string) => input.files[modifierKey(field.name, modifier)] ?? [];
  const request: FileFieldInput = {
    set: mine.find((entry) => entry.modifier === 'set')?.raw,
    remove: mine
      .filter((entry) => entry.modifier === 'subtract')
      .flatMap((entry) => toUniqueStrings(entry.raw)),
    replace: uploads('set'),
    prepend: uploads('prepend'),
    append: uploads('append'),
  };
  const touched =
    mine.length > 0 || request.replace.length + request.prepend.length + request.append.length > 0;
  return touched ? request : null;
}

function modifierKey(name: string, modifier: string): string {
  if (modifier === 'prepend') return `+${name}`;
  if (modifier === 'append') return `${name}+`;
  return name;
}

function zeroValues(collection: CollectionModel): RecordValues {
  const values: RecordValues = {};
  for (const field of collection.fields) values[field.name] = kindOf(field).zeroValue(field);
  return values;
}

function fillGeneratedValues(
  collection: CollectionModel,
  values: RecordValues,
  isNew: boolean,
): void {
  const now = nowString();
  for (const field of collection.fields) {
    if (field.type === 'autodate') {
      if ((isNew && field.onCreate) || (!isNew && field.onUpdate)) values[field.name] = now;
    } else if (
      field.type === 'text' &&
      isNew &&
      field.autogeneratePattern &&
      values[field.name] === ''
    ) {
      values[field.name] = randomStringFromPattern(field.autogeneratePattern);
    }
  }
}

async function validateFields(
  collection: CollectionModel,
  values: RecordValues,
  errors: FieldErrors,
  context: ValidationContext,
): Promise<void> {
  for (const field of collection.fields) {
    if (errors[field.name]) continue;
    // An auth record's password is checked as plain text by the auth-field checks instead.
    if (collection.type === 'auth' && field.name === 'password') continue;
    const error = await kindOf(field).validate(field, values[field.name], context);
    if (error) errors[field.name] = error;
  }
}

function randomTokenKey(collection: CollectionModel): string {
  const field = collection.fields.find((candidate) => candidate.name === 'tokenKey');
  const pattern =
    field?.type === 'text' && field.autogeneratePattern
      ? field.autogeneratePattern
      : '[a-zA-Z0-9]{50}';
  return randomStringFromPattern(pattern);
}

function changedFieldNames(
  collection: CollectionModel,
  current: RecordValues | null,
  values: RecordValues,
): string[] {
  return collection.fields
    .filter(
      (field) =>
        JSON.stringify(current?.[field.name] ?? null) !==
        JSON.stringify(values[field.name] ?? null),
    )
    .map((field) => field.name);
}
