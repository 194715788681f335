import type { FileField } from '@hearth/shared';
import { isMultiValued } from '../collections/fields/field-kind.js';
import { DEFAULT_FILE_MAX_SIZE } from '../collections/fields/field-file.js';
import { toUniqueStrings } from '../collections/fields/value-cast.js';
import { fieldError } from '../errors.js';
import { isMimeAllowed, sniffMimeType } from '../files/mime-sniff.js';
import { storedFileName } from '../files/stored-file-name.js';
import type { FieldErrorBody } from '@hearth/shared';
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

const MAX_ORIGINAL_NAME_LENGTH = 150;

/**
 * Applies a request to a file field as PocketBase does: uploads under the plain key replace the
 * files (keeping any existing names also listed there), `+field`/`field+` prepend/append,
 * `field-` removes names, and names that are not already stored are rejected so a request can
 * never point a record at someone else's file.
 */
export async function applyFileFieldInput(
  field: FileField,
  existing: readonly string[],
  input: FileFieldInput,
): Promise<FileFieldChange> {
  const kept = input.set === undefined ? null : toUniqueStrings(input.set);
  const unknown = (kept ?? []).find((name) => !existing.includes(name));
  if (unknown !== undefined) {
    return {
      names: [...existing],
      uploads: [],
      error: fieldError('validation_invalid_file', `Invalid file "${unknown}".`),
    };
  }
  const prepared = await prepareUploads(field, [
    ...input.prepend,
    ...input.replace,
    ...input.append,
  ]);
  if ('error' in prepared) return { names: [...existing], uploads: [], error: prepared.error };
  const byOriginal = (files: UploadedFile[]) =>
    files.map((file) => prepared.uploads[prepared.originals.indexOf(file)]?.name ?? '');
  const base = kept ?? (input.replace.length > 0 ? [] : [...existing]);
  const removed = new Set(toUniqueStrings(input.remove));
  let names = [
    ...byOriginal(input.prepend),
    ...base,
    ...byOriginal(input.replace),
    ...byOriginal(input.append),
  ];
  names = names.filter((name) => name !== '' && !removed.has(name));
  if (!isMultiValued(field) && names.length > 1) {
    // A single file field keeps the newest upload, as PocketBase does.
    names = [names[names.length - 1] ?? ''];
  }
  const uploads = prepared.uploads.filter((upload) => names.includes(upload.name));
  return { names, uploads, error: null };
}

async function prepareUploads(
  field: FileField,
  files: UploadedFile[],
): Promise<{ uploads: PendingUpload[]; originals: UploadedFile[] } | { error: FieldErrorBody }> {
  const maxSize = field.maxSize && field.maxSize > 0 ? field.maxSize : DEFAULT_FILE_MAX_SIZE;
  const uploads: PendingUpload[] = [];
  for (const file of files) {
    if (file.name.length === 0 || file.name.length > MAX_ORIGINAL_NAME_LENGTH) {
      return { error: fieldError('validation_invalid_file', 'Invalid file name.') };
    }
    if (file.data.byteLength > maxSize) {
      return {
        error: fieldError(
          'validation_file_size_limit',
          `Failed to upload "${file.name}" - the maximum allowed file size is ${maxSize} bytes.`,
          { maxSize },
        ),
      };
    }
    const sniffed = await sniffMimeType(file.data);
    if (!isMimeAllowed(sniffed.mime, field.mimeTypes)) {
      return {
        error: fieldError(
          'validation_invalid_mime_type',
          `Failed to upload "${file.name}" due to unsupported file type.`,
          { mimeTypes: field.mimeTypes ?? [] },
        ),
      };
    }
    uploads.push({
      field: field.name,
      name: storedFileName(file.name, sniffed.extension),
      data: file.data,
    });
  }
  return { uploads, originals: files };
}
