import type { ErrorCode, FieldErrorBody } from '@hearth/shared';
import { ApiError, MESSAGES } from '../../errors.js';
import { sentenize } from '../../lib/sentenize.js';

/** PocketBase's message for a refused create or update. */
export function failedWrite(action: 'create' | 'update' | 'delete'): string {
  if (action === 'create') return MESSAGES.failedCreate;
  return action === 'update' ? MESSAGES.failedUpdate : MESSAGES.failedDelete;
}

/**
 * Refuses a write with one field error in PocketBase's shape: 400 for what the request says,
 * 403 for what the caller's grant does not allow.
 */
export function refuse(
  status: 400 | 403,
  field: string,
  code: ErrorCode,
  message: string,
  failed: string,
): never {
  const item: FieldErrorBody = { code, message: sentenize(message) };
  throw new ApiError(status, failed, { [field]: item });
}
