import type { ErrorCode } from '@hearth/shared';

/** A client-side validation failure, named with the server's error code so both read alike. */
export interface FieldIssue {
  code: ErrorCode;
  params?: Record<string, number>;
}

/** The server's rules for `users` (schema/users.ts and the server's password field). */
export const NICKNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
/** The server's default: the most its account forms take, far beyond any passphrase. */
export const PASSWORD_MAX_LENGTH = 255;
export const BIO_MAX_LENGTH = 190;

// note: deliberately loose (PocketBase validates for real); it catches typos, not every RFC case.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Counts characters as the server does (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return [...value].length;
}

/** An optional text: anything up to `max` characters (as the server counts them). */
export function validateMaxLength(value: string, max: number): FieldIssue | null {
  return characterCount(value) > max
    ? { code: 'validation_max_text_constraint', params: { max } }
    : null;
}

export function validateNickname(value: string): FieldIssue | null {
  const trimmed = value.trim();
  if (!trimmed) return { code: 'validation_required' };
  if (characterCount(trimmed) > NICKNAME_MAX_LENGTH) {
    return { code: 'validation_max_text_constraint', params: { max: NICKNAME_MAX_LENGTH } };
  }
  return null;
}

export function validateEmail(value: string): FieldIssue | null {
  const trimmed = value.trim();
  if (!trimmed) return { code: 'validation_required' };
  return EMAIL_PATTERN.test(trimmed) ? null : { code: 'validation_is_email' };
}

export function validatePassword(value: string): FieldIssue | null {
  if (!value) return { code: 'validation_required' };
  if (characterCount(value) < PASSWORD_MIN_LENGTH) {
    return { code: 'validation_min_text_constraint', params: { min: PASSWORD_MIN_LENGTH } };
  }
  if (characterCount(value) > PASSWORD_MAX_LENGTH) {
    return { code: 'validation_max_text_constraint', params: { max: PASSWORD_MAX_LENGTH } };
  }
  return null;
}

export function validatePasswordConfirm(value: string, password: string): FieldIssue | null {
  if (!value) return { code: 'validation_required' };
  return value === password ? null : { code: 'validation_values_mismatch' };
}

/** Only checks presence (for a current password or a code, whose rules are the server's). */
export function validateRequired(value: string): FieldIssue | null {
  return value.trim() ? null : { code: 'validation_required' };
}
