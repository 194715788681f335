import { DEFAULT_ERROR_MESSAGES, type ErrorCode, type FieldErrorBody } from '@hearth/shared';
import { sentenize } from './lib/sentenize.js';

/** Field errors keyed by field name; values may nest (batch requests, collection fields). */
export type FieldErrors = { [field: string]: FieldErrorBody | FieldErrors };

/**
 * The one public error type. The HTTP layer serialises it to PocketBase's
 * `{status, message, data}`; `cause` is logged and never sent.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: FieldErrors | Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    data: FieldErrors | Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(sentenize(message), options);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** The body PocketBase sends for this error. */
  toJSON(): { status: number; message: string; data: Record<string, unknown> } {
    return { status: this.status, message: this.message, data: this.data };
  }
}

/** Builds one field error item with PocketBase's sentenized message. */
export function fieldError(
  code: ErrorCode,
  message: string,
  params?: Record<string, unknown>,
): FieldErrorBody {
  const item: FieldErrorBody = { code, message: sentenize(message) };
  if (params) item.params = params;
  return item;
}

/** 400 with optional field errors. */
export function badRequest(
  message: string = DEFAULT_ERROR_MESSAGES[400],
  data: FieldErrors | Record<string, unknown> = {},
  cause?: unknown,
): ApiError {
  return new ApiError(400, message, data, { cause });
}

/** 401: the endpoint needs a valid auth token. */
export function unauthorized(message: string = DEFAULT_ERROR_MESSAGES[401]): ApiError {
  return new ApiError(401, message);
}

/** 403: the caller is known but not allowed. */
export function forbidden(message: string = DEFAULT_ERROR_MESSAGES[403]): ApiError {
  return new ApiError(403, message);
}

/** 404: missing, or hidden by a rule so that existence cannot be probed. */
export function notFound(message: string = DEFAULT_ERROR_MESSAGES[404]): ApiError {
  return new ApiError(404, message);
}

/** 413: the body is larger than the route allows. */
export function tooLarge(): ApiError {
  return new ApiError(413, DEFAULT_ERROR_MESSAGES[413]);
}

/** 429: a rate limit was hit. */
export function tooManyRequests(message: string = DEFAULT_ERROR_MESSAGES[429]): ApiError {
  return new ApiError(429, message);
}

/** Tells whether a field error map is empty. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Messages PocketBase uses in several places, word for word. */
export const MESSAGES = {
  missingCollection: 'Missing collection context.',
  missingAuthCollection: 'Missing or invalid auth collection context.',
  superusersOnly: 'Only superusers can perform this action.',
  requireAuth: 'The request requires valid record authorization token.',
  requireSuperuser: 'The authorized record is not allowed to perform this action.',
  failedCreate: 'Failed to create record.',
  failedUpdate: 'Failed to update record.',
  failedDelete:
    'Failed to delete record. Make sure that the record is not part of a required relation reference.',
  failedAuth: 'Failed to authenticate.',
  unsupportedCollectionType: 'Unsupported collection type.',
  failedReadBody: 'Failed to read the submitted data.',
  unsupportedContentType: 'Unsupported Content-Type.',
} as const;
