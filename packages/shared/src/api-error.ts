/**
 * The error body every API endpoint answers with, in PocketBase's shape.
 * `data` is always an object: `{}` when there are no field errors.
 */
export interface ApiErrorBody {
  status: number;
  message: string;
  data: Record<string, unknown>;
}

/** One field's validation error: a stable code (a translation key) and PocketBase's English message. */
export interface FieldErrorBody {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

/** PocketBase's default message per HTTP status, word for word. */
export const DEFAULT_ERROR_MESSAGES = {
  400: 'Something went wrong while processing your request.',
  401: 'Missing or invalid authentication.',
  403: 'You are not allowed to perform this request.',
  404: "The requested resource wasn't found.",
  413: 'Request entity too large.',
  429: 'Too Many Requests.',
  500: 'Something went wrong while processing your request.',
} as const;

/** Status codes that have a PocketBase default message. */
export type KnownErrorStatus = keyof typeof DEFAULT_ERROR_MESSAGES;

/** Tells whether an unknown value has the PocketBase error body shape. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'status' in value &&
    typeof value.status === 'number' &&
    'message' in value &&
    typeof value.message === 'string' &&
    'data' in value &&
    typeof value.data === 'object' &&
    value.data !== null
  );
}
