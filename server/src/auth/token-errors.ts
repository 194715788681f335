import { fieldError } from '../errors.js';

/** The field error of a token that does not verify. */
export const INVALID_TOKEN = fieldError('validation_invalid_token', 'Invalid or expired token.');
/** The field error of a valid token of another auth collection. */
export const TOKEN_COLLECTION_MISMATCH = fieldError(
  'validation_token_collection_mismatch',
  'The provided token is for different auth collection.',
);
