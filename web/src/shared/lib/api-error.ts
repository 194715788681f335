/** A field error from the server's `data` (PocketBase's shape: `{code, message, params?}`). */
export interface FieldError {
  code: string;
  message: string;
  params?: Record<string, unknown>;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'code' in value &&
    typeof value.code === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The parts of the SDK's `ClientResponseError` the UI reads (spec section 8). */
export interface SdkError {
  status: number;
  isAbort: boolean;
  message: string;
  response: Record<string, unknown>;
}

/**
 * Recognises the SDK's `ClientResponseError` by shape, so this module (used by every form) does
 * not have to load the SDK.
 */
export function isSdkError(error: unknown): error is SdkError {
  if (!(error instanceof Error) || !error.name.startsWith('ClientResponseError')) return false;
  return (
    'status' in error &&
    typeof error.status === 'number' &&
    'isAbort' in error &&
    typeof error.isAbort === 'boolean' &&
    'response' in error &&
    typeof error.response === 'object' &&
    error.response !== null
  );
}

/** The field errors of an SDK error, by field name (empty for anything else). */
export function fieldErrorsOf(error: unknown): Record<string, FieldError> {
  if (!isSdkError(error)) return {};
  const data: unknown = error.response['data'];
  if (typeof data !== 'object' || data === null) return {};
  const result: Record<string, FieldError> = {};
  for (const [field, value] of Object.entries(data)) {
    if (isFieldError(value)) result[field] = value;
  }
  return result;
}

/** The translation key and values that describe an error to a user. */
export type ErrorDescription =
  | { kind: 'aborted' }
  | { kind: 'network' }
  | { kind: 'message'; key: KnownMessageKey }
  | { kind: 'status'; status: KnownStatus }
  | { kind: 'unknown'; message: string };

/**
 * PocketBase's top-level messages we translate (key: `errors.messages.<key>`). Anything else
 * falls back to the status's message, then to the server's own words.
 */
export const KNOWN_MESSAGES = {
  'Failed to authenticate.': 'failedToAuthenticate',
  'Failed to create record.': 'failedToCreate',
  'Failed to update record.': 'failedToUpdate',
  'Invalid or expired OTP.': 'invalidOtp',
  'Invalid or expired OTP': 'invalidOtp',
  'Too many attempts, please try again later with a new OTP.': 'tooManyOtpAttempts',
  'The request requires valid record authorization token.': 'authRequired',
  "The request doesn't satisfy the collection requirements to authenticate.": 'authRuleFailed',
  'The collection is not configured to allow password authentication.': 'passwordAuthDisabled',
  'Missing or invalid provider.': 'invalidProvider',
} as const;

export type KnownMessageKey = (typeof KNOWN_MESSAGES)[keyof typeof KNOWN_MESSAGES];

const KNOWN_STATUSES = [400, 401, 403, 404, 413, 429, 500] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(status: number): status is KnownStatus {
  return KNOWN_STATUSES.some((known) => known === status);
}

const MESSAGE_KEYS: ReadonlyMap<string, KnownMessageKey> = new Map(Object.entries(KNOWN_MESSAGES));

function knownMessage(message: string): KnownMessageKey | null {
  return MESSAGE_KEYS.get(message) ?? null;
}

/** Classifies any thrown value so the UI can show a translated message (style guide §4.4). */
export function describeError(error: unknown): ErrorDescription {
  if (isSdkError(error)) {
    if (error.isAbort) return { kind: 'aborted' };
    if (error.status === 0) return { kind: 'network' };
    const message = typeof error.response['message'] === 'string' ? error.response['message'] : '';
    const key = knownMessage(message);
    if (key) return { kind: 'message', key };
    if (isKnownStatus(error.status)) return { kind: 'status', status: error.status };
    return { kind: 'unknown', message: error.message };
  }
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}
