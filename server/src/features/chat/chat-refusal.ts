import type { ErrorCode, FieldErrorBody } from '@hearth/shared';
import { ApiError } from '../../errors.js';
import { sentenize } from '../../lib/sentenize.js';

/** Refuses a write with one field error: 400 in PocketBase's shape, `failed` as its message. */
export function refuse(field: string, code: ErrorCode, message: string, failed: string): never {
  const item: FieldErrorBody = { code, message: sentenize(message) };
  throw new ApiError(400, failed, { [field]: item });
}
