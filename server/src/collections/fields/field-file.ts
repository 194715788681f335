import type { FileField } from '@hearth/shared';
import { fieldError } from '../../errors.js';
import type { FieldKind } from './field-kind.js';
import { listValueBehaviour } from './list-value-behaviour.js';
import { toUniqueStrings } from './value-cast.js';

/** The default maximum size of one file with `maxSize: 0` (5 MiB). */
export const DEFAULT_FILE_MAX_SIZE = 5 * 1024 * 1024;

/**
 * Stored file names. Uploads are checked (size, type) and named by the files module; this kind
 * keeps the list shape and checks the count.
 */
export const fileKind: FieldKind<FileField> = {
  type: 'file',
  ...listValueBehaviour<FileField>(),
  validate(field, value) {
    const names = toUniqueStrings(value);
    if (names.length === 0) {
      return field.required ? fieldError('validation_required', 'Cannot be blank.') : null;
    }
    const maxSelect = Math.max(field.maxSelect ?? 1, 1);
    if (names.length > maxSelect) {
      return fieldError('validation_too_many_files', `The maximum allowed files is ${maxSelect}.`, {
        maxSelect,
      });
    }
    return null;
  },
};
