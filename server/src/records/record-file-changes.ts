import type { FieldErrorBody, FileField } from '@hearth/shared';
import { isMultiValued } from '../collections/fields/field-kind.js';
import { DEFAULT_FILE_MAX_SIZE } from '../collections/fields/field-file.js';
import { toUniqueStrings } from '../collections/fields/value-cast.js';
import { fieldError } from '../errors.js';
import { isMimeAllowed, sniffMimeType } from '../filesystem/mime-sniff.js';
import { storedFileName } from '../filesystem/stored-file-name.js';
import type { UploadedFile } from './record-input.js';

/** A file accepted for upload, with its stored name, waiting to be written. */
export interface PendingUpload {
  field: string;
  name: string;
  data: Uint8Array;
}

/** What a request does to one file field. */
export interface FileFieldInput {
  /** The plain key's value when given (kept names, or `[]`/`""` to clear). */
  set?: unknown;
  prepend: UploadedFile[];
  append: UploadedFile[];
  /** Files uploaded under the plain key. */
  replace: UploadedFile[];
  /** Names given with `field-`. */
  remove: unknown;
}

/** The outcome for one file field. */
export interface FileFieldChange {
  names: string[];
  uploads: PendingUpload[];
  error: FieldErrorBody | null;
}

/** One entry of the field's new value: a name already stored, or a new upload. */
type Entry = { stored: string } | { upload: UploadedFile };

/**
 * Applies a request to a file field as PocketBase does: uploads under the plain key replace the
 * files (keeping any existing names also listed there), `+field`/`field+` prepend/append,
 * `field-` removes names, and names that are not already stored are rejected so a request can
 * never point a record at someone else's file. PB compat: the new list is settled first, then
 * its length is checked, and only then the uploads that made it into the list (size, type).
 */
export async function applyFileFieldInput(
  field: FileField,
  existing: readonly string[],
  input: FileFieldInput,
): Promise<FileFieldChange> {
  const kept = input.set === undefined ? null : toUniqueStrings(input.set);
  const unknown = (kept ?? []).filter((name) => !existing.includes(name));
  if (unknown.length > 0) return failed(existing, invalidFilesError(unknown));

  const entries = settleEntries(field, existing, kept, input);
  const maxSelect = Math.max(field.maxSelect ?? 1, 1);
  if (entries.length > maxSelect) {
    const error = fieldError(
      'validation_too_many_files',
      `The maximum allowed files is ${maxSelect}.`,
      { maxSelect },
    );
    return failed(existing, error);
  }

  const names: string[] = [];
  const uploads: PendingUpload[] = [];
  for (const entry of entries) {
    if ('stored' in entry) {
      names.push(entry.stored);
      continue;
    }
    const prepared = await prepareUpload(field, entry.upload);
    if ('error' in prepared) return failed(existing, prepared.error);
    names.push(prepared.name);
    uploads.push(prepared);
  }
  return { names, uploads, error: null };
}

function settleEntries(
  field: FileField,
  existing: readonly string[],
  kept: string[] | null,
  input: FileFieldInput,
): Entry[] {
  const uploaded = (files: UploadedFile[]): Entry[] => files.map((upload) => ({ upload }));
  const removed = new Set(toUniqueStrings(input.remove));
  const base = (kept ?? (input.replace.length > 0 ? [] : [...existing]))
    .filter((name) => !removed.has(name))
    .map((stored): Entry => ({ stored }));
  const entries = [
    ...uploaded(input.prepend),
    ...base,
    ...uploaded(input.replace),
    ...uploaded(input.append),
  ];
  // A single file field keeps the last entry, as PocketBase does.
  return isMultiValued(field) ? entries : entries.slice(-1);
}

async function prepareUpload(
  field: FileField,
  file: UploadedFile,
): Promise<PendingUpload | { error: FieldErrorBody }> {
  if (file.name.length === 0) {
    return { error: fieldError('validation_invalid_file', 'Invalid file name.') };
  }
  const maxSize = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_FILE_MAX_SIZE;
  if (file.data.byteLength > maxSize) {
    return {
      error: fieldError(
        'validation_file_size_limit',
        `Failed to upload ${file.name} - the maximum allowed file size is ${maxSize} bytes.`,
        { file: file.name, maxSize },
      ),
    };
  }
  const sniffed = await sniffMimeType(file.data);
  const name = storedFileName(file.name, sniffed.extension);
  if (!isMimeAllowed(sniffed.mime, field.mimeTypes)) {
    const allowed = (field.mimeTypes ?? []).join(', ');
    return {
      error: fieldError(
        'validation_invalid_mime_type',
        `${JSON.stringify(name)} mime type must be one of: ${allowed}.`,
      ),
    };
  }
  return { field: field.name, name, data: file.data };
}

/** PB compat: Go prints the list as `[a b]` in "Invalid new files: [a b].". */
function invalidFilesError(names: string[]): FieldErrorBody {
  const invalidFiles = names.map((name) => name.slice(0, 250));
  return fieldError('validation_invalid_file', `Invalid new files: [${invalidFiles.join(' ')}].`, {
    invalidFiles,
  });
}

function failed(existing: readonly string[], error: FieldErrorBody): FileFieldChange {
  return { names: [...existing], uploads: [], error };
}
