import type { FieldErrorBody } from '@hearth/shared';
import { badRequest, fieldError, hasFieldErrors, type FieldErrors } from '../errors.js';
import type { RecordInput, UploadedFile } from '../records/record-input.js';
import { isPlainObject } from '../lib/is-plain-object.js';

/** One sub-request of a batch, read and validated. */
export interface BatchItem {
  method: string;
  url: string;
  /** Headers the sub-request adds for `@request.headers` (names as sent). */
  headers: Record<string, string>;
  input: RecordInput;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const MAX_URL_LENGTH = 2000;
const READ_FAILED = 'Failed to read the submitted batch data.';
const INVALID = 'Invalid batch request data.';

/**
 * `requests.0.documents+` ⇒ request 0, key `documents+`; `requests[3].avatar` ⇒ request 3,
 * key `avatar` (the two forms PocketBase accepts for a sub-request's files).
 */
const FILE_KEY = /^requests(?:\.(\d+)\.|\[(\d+)\]\.)(.+)$/;

/**
 * Reads a batch body (`{requests: [{method, url, headers?, body?}]}`, files from multipart
 * parts named after their request) as PocketBase does: values of the wrong type are a 400
 * "Failed to read the submitted batch data."; a missing or too long list, or items with an
 * unknown method or a blank or too long URL, a 400 "Invalid batch request data." with field data.
 */
export function parseBatchRequest(body: RecordInput, maxRequests: number): BatchItem[] {
  const raw = body.data['requests'];
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) throw badRequest(READ_FAILED);
  const items = (raw ?? []).map(readItem);
  for (const [key, files] of Object.entries(body.files)) {
    const match = FILE_KEY.exec(key);
    const item = match ? items[Number(match[1] ?? match[2])] : undefined;
    if (match && item) (item.input.files[match[3] ?? ''] ??= []).push(...files);
  }
  const errors = validate(items, maxRequests);
  if (errors) throw badRequest(INVALID, { requests: errors });
  return items;
}

function readItem(value: unknown): BatchItem {
  if (!isPlainObject(value)) throw badRequest(READ_FAILED);
  // PB compat: JSON null reads as the zero value (an empty string or object), as in Go.
  const method = value['method'] ?? '';
  const url = value['url'] ?? '';
  const headers = value['headers'] ?? {};
  const body = value['body'] ?? {};
  if (typeof method !== 'string' || typeof url !== 'string') throw badRequest(READ_FAILED);
  if (!isPlainObject(headers) || !isPlainObject(body)) throw badRequest(READ_FAILED);
  const headerValues: Record<string, string> = {};
  for (const [name, headerValue] of Object.entries(headers)) {
    if (typeof headerValue !== 'string') throw badRequest(READ_FAILED);
    headerValues[name] = headerValue;
  }
  const files: Record<string, UploadedFile[]> = {};
  return { method, url, headers: headerValues, input: { data: { ...body }, files } };
}

/** The `requests` field error: one for the whole list, or one per failing item; null if none. */
function validate(
  items: readonly BatchItem[],
  maxRequests: number,
): FieldErrors | FieldErrorBody | null {
  if (items.length === 0) return fieldError('validation_required', 'Cannot be blank.');
  if (items.length > maxRequests) {
    return fieldError(
      'validation_length_too_long',
      `The length must be no more than ${maxRequests}.`,
      { min: 0, max: maxRequests },
    );
  }
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    const itemErrors: FieldErrors = {};
    if (item.method === '') {
      itemErrors['method'] = fieldError('validation_required', 'Cannot be blank.');
    } else if (!METHODS.includes(item.method)) {
      itemErrors['method'] = fieldError('validation_in_invalid', 'Must be a valid value.');
    }
    if (item.url === '') {
      itemErrors['url'] = fieldError('validation_required', 'Cannot be blank.');
    } else if ([...item.url].length > MAX_URL_LENGTH) {
      itemErrors['url'] = fieldError(
        'validation_length_too_long',
        `The length must be no more than ${MAX_URL_LENGTH}.`,
        { min: 0, max: MAX_URL_LENGTH },
      );
    }
    if (hasFieldErrors(itemErrors)) errors[String(index)] = itemErrors;
  });
  return hasFieldErrors(errors) ? errors : null;
}
