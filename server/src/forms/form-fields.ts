import { isEmailFormat } from '../lib/email-format.js';
import { ApiError, badRequest, fieldError, hasFieldErrors, type FieldErrors } from '../errors.js';
import type { FieldErrorBody } from '@hearth/shared';

/** PocketBase's answer when a body field has the wrong JSON type. */
const LOAD_ERROR = 'An error occurred while loading the submitted data.';
/** PocketBase's answer when a form fails validation. */
export const VALIDATION_ERROR = 'An error occurred while validating the submitted data.';
/** The usual length bound of PocketBase's auth forms. */
export const MAX_FORM_TEXT = 255;

/**
 * Reads a text field of an auth form. Absent or null is `''`; a number is accepted as its
 * text (multipart bodies infer `"12345678"` as a number); any other type is a 400, as
 * PocketBase's form binding rejects it.
 */
export function formText(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  // PB compat: PocketBase rejects a JSON number here; it is read as text so that multipart
  // forms, whose digit strings are inferred as numbers, work for OTP codes.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badRequest(LOAD_ERROR);
}

/** Required, and between `min` and `max` characters (`validation_length_out_of_range`). */
export function checkRequiredLength(
  value: string,
  min: number,
  max: number,
): FieldErrorBody | null {
  if (value === '') return fieldError('validation_required', 'Cannot be blank.');
  const length = [...value].length;
  if (length < min || length > max) {
    return fieldError(
      'validation_length_out_of_range',
      `The length must be between ${min} and ${max}.`,
      { min, max },
    );
  }
  return null;
}

/** Required, at most 255 characters and email-shaped. */
export function checkEmail(value: string): FieldErrorBody | null {
  const error = checkRequiredLength(value, 1, MAX_FORM_TEXT);
  if (error) return error;
  return isEmailFormat(value)
    ? null
    : fieldError('validation_is_email', 'Must be a valid email address.');
}

/** Throws PocketBase's validation 400 when any field failed. */
export function throwIfInvalid(errors: FieldErrors): void {
  if (hasFieldErrors(errors)) throw new ApiError(400, VALIDATION_ERROR, errors);
}

/** Reads and validates the `email` field that every request-* form has. */
export function readEmailForm(body: Record<string, unknown>, key = 'email'): string {
  const email = formText(body, key);
  const error = checkEmail(email);
  throwIfInvalid(error ? { [key]: error } : {});
  return email;
}
