import { DEFAULT_ERROR_MESSAGES } from '@hearth/shared';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MfaRequiredError } from '../auth/mfa-required-error.js';
import { ApiError } from '../errors.js';
import type { Logger } from '../lib/logger.js';
import { UniqueViolationError, UnstorableTextError } from '../storage/db.js';

/**
 * The one place that turns a thrown error into a response. `ApiError` passes through; known
 * storage and framework errors map to their 4xx; anything else is logged and answered with a
 * generic 500 that reveals nothing.
 */
export function toApiError(error: unknown, logger: Logger): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof UniqueViolationError) {
    const data: Record<string, unknown> = {};
    for (const column of error.columns) {
      data[column] = { code: 'validation_not_unique', message: 'Value must be unique.' };
    }
    return new ApiError(400, DEFAULT_ERROR_MESSAGES[400], data, { cause: error });
  }
  if (error instanceof UnstorableTextError) {
    return new ApiError(400, DEFAULT_ERROR_MESSAGES[400], {}, { cause: error });
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) return new ApiError(413, DEFAULT_ERROR_MESSAGES[413]);
    if (status >= 400 && status < 500) {
      return new ApiError(status, error.message || DEFAULT_ERROR_MESSAGES[400]);
    }
  }
  logger.error('unhandled error', { error });
  return new ApiError(500, DEFAULT_ERROR_MESSAGES[500]);
}

/** Sends an `ApiError` as PocketBase's JSON error body. */
export function sendApiError(c: Context, error: ApiError): Response {
  // PB compat: the MFA challenge is a 401 whose body is only `{"mfaId": "…"}`.
  if (error instanceof MfaRequiredError) return c.json({ mfaId: error.mfaId }, 401);
  // note: Hono wants a status code literal that allows a body; an ApiError's status is always a
  // 4xx or 5xx code, which does, and Hono sends the number as it is.
  return c.json(error.toJSON(), error.status as 400);
}
