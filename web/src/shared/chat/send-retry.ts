import { fieldErrorsOf, isSdkError } from '../lib/api-error';

/** The first retry waits this long; each next one twice as long, up to the cap. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/**
 * Tells a failure worth retrying (the network, a time-out, the server's trouble, rate limits:
 * status 0, 429 or 5xx) from one the server answered for good (any other 4xx, or a bug).
 */
export function isTransientFailure(error: unknown): boolean {
  if (!isSdkError(error)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** Whether the server refused a message for its mentions alone (`validation_mention_invalid`). */
export function refusesMentions(error: unknown): boolean {
  const errors = fieldErrorsOf(error);
  const fields = Object.keys(errors);
  return fields.length === 1 && errors['mentions']?.code === 'validation_mention_invalid';
}

/** How long to wait before retry number `attempt` (1, 2, 3…): 1 s, 2 s, 4 s … 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_MS);
}
