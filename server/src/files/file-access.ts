import type { CollectionModel, FileField } from '@hearth/shared';
import { toUniqueStrings } from '../collections/fields/value-cast.js';
import type { RecordValues } from '../request-info.js';
import { isPlausibleFileName } from '../filesystem/stored-file-name.js';

/** A file named by a download URL: its collection, record and file field. */
export interface RecordFile {
  collection: CollectionModel;
  record: RecordValues;
  field: FileField;
  filename: string;
}

/**
 * Finds the file field of `record` that holds `filename`, or `null`. Only names stored in the
 * record count, so a URL can only ever reach a file the record points at.
 */
export function findFileField(
  collection: CollectionModel,
  record: RecordValues,
  filename: string,
): FileField | null {
  if (!isPlausibleFileName(filename)) return null;
  for (const field of collection.fields) {
    if (field.type !== 'file') continue;
    if (toUniqueStrings(record[field.name]).includes(filename)) return field;
  }
  return null;
}

/** The blob folder of a record's files: `<collectionId>/<recordId>`. */
export function recordFolderOf(collection: CollectionModel, record: RecordValues): string {
  return `${collection.id}/${String(record['id'])}`;
}
