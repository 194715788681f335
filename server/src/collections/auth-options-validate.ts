import type { AuthCollectionModel, FieldErrorBody } from '@hearth/shared';
import { validateOAuth2Options } from './oauth2-options-validate.js';
import { fieldError, type FieldErrors } from '../errors.js';
import type { CollectionValidationScope } from './collection-validation-scope.js';

/** PocketBase's bounds for OTP and MFA durations, in seconds. */
const MIN_DURATION = 10;
const MAX_DURATION = 86_400;
/** The shortest OTP PocketBase accepts. */
const MIN_OTP_LENGTH = 4;
/** PocketBase's bounds for token durations (10 s to about 3 years) and secrets. */
const MAX_TOKEN_DURATION = 94_670_856;
const SECRET_LENGTH = { min: 30, max: 255 };
const TOKEN_KEYS = [
  'authToken',
  'passwordResetToken',
  'emailChangeToken',
  'verificationToken',
  'fileToken',
] as const;

const TEMPLATE_KEYS = [
  'verificationTemplate',
  'resetPasswordTemplate',
  'confirmEmailChangeTemplate',
] as const;

/**
 * Validates the options the account flows read: the mail templates (subject and body required,
 * enabled or not, as PocketBase), the OTP and MFA settings, MFA's need for two auth methods and
 * the OAuth2 providers. Returns nested field errors (`data.otp.length`, `data.mfa.enabled`).
 */
export function validateAuthOptions(
  collection: AuthCollectionModel,
  scope: CollectionValidationScope,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, nested: FieldErrors) => {
    if (Object.keys(nested).length > 0) errors[key] = nested;
  };
  for (const key of TEMPLATE_KEYS) add(key, templateErrors(collection[key]));
  for (const key of TOKEN_KEYS) add(key, tokenErrors(collection[key]));
  const authAlert = objectOf(collection.authAlert);
  add('authAlert', nest('emailTemplate', templateErrors(authAlert['emailTemplate'])));
  add('otp', otpErrors(objectOf(collection.otp)));
  add('mfa', mfaErrors(collection, scope));
  const oauth2 = validateOAuth2Options(collection.name, collection.oauth2);
  if (oauth2) errors['oauth2'] = oauth2;
  return errors;
}

function tokenErrors(value: unknown): FieldErrors {
  const token = objectOf(value);
  const errors: FieldErrors = {};
  const duration = rangeError(token['duration'], MIN_DURATION, MAX_TOKEN_DURATION);
  if (duration) errors['duration'] = duration;
  const secret = token['secret'];
  if (
    typeof secret !== 'string' ||
    secret.length < SECRET_LENGTH.min ||
    secret.length > SECRET_LENGTH.max
  ) {
    errors['secret'] = fieldError(
      'validation_length_out_of_range',
      `The length must be between ${SECRET_LENGTH.min} and ${SECRET_LENGTH.max}.`,
    );
  }
  return errors;
}

function otpErrors(otp: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = nest('emailTemplate', templateErrors(otp['emailTemplate']));
  if (otp['enabled'] !== true) return errors;
  const duration = rangeError(otp['duration'], MIN_DURATION, MAX_DURATION);
  if (duration) errors['duration'] = duration;
  const length = rangeError(otp['length'], MIN_OTP_LENGTH, null);
  if (length) errors['length'] = length;
  return errors;
}

function mfaErrors(collection: AuthCollectionModel, scope: CollectionValidationScope): FieldErrors {
  const mfa = objectOf(collection.mfa);
  const errors: FieldErrors = {};
  if (mfa['enabled'] !== true) return errors;
  const duration = rangeError(mfa['duration'], MIN_DURATION, MAX_DURATION);
  if (duration) errors['duration'] = duration;
  const methods = [collection.passwordAuth, collection.oauth2, collection.otp].filter(
    (method) => objectOf(method)['enabled'] === true,
  );
  if (methods.length < 2) {
    errors['enabled'] = fieldError(
      'validation_mfa_not_enough_auths',
      'MFA requires at least 2 auth methods to be enabled.',
    );
  }
  const rule = mfa['rule'] ?? '';
  if (typeof rule !== 'string') {
    errors['rule'] = fieldError('validation_invalid_rule', 'Invalid rule.');
  } else if (rule !== '') {
    const problem = scope.checkRule(collection, rule, scope);
    if (problem) errors['rule'] = fieldError('validation_invalid_rule', `Invalid rule. ${problem}`);
  }
  return errors;
}

function templateErrors(value: unknown): FieldErrors {
  const template = objectOf(value);
  const errors: FieldErrors = {};
  for (const key of ['subject', 'body']) {
    const text = template[key];
    if (typeof text !== 'string' || text.trim() === '') {
      errors[key] = fieldError('validation_required', 'Cannot be blank.');
    }
  }
  return errors;
}

/** An integer in `[min, max]` (no upper bound when `max` is null), or the matching error. */
function rangeError(value: unknown, min: number, max: number | null): FieldErrorBody | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value === 0) {
    return fieldError('validation_required', 'Cannot be blank.');
  }
  if (value < min) {
    return fieldError(
      'validation_min_greater_equal_than_required',
      `Must be no less than ${min}.`,
      { threshold: min },
    );
  }
  if (max !== null && value > max) {
    return fieldError(
      'validation_max_less_equal_than_required',
      `Must be no greater than ${max}.`,
      { threshold: max },
    );
  }
  return null;
}

function nest(key: string, errors: FieldErrors): FieldErrors {
  return Object.keys(errors).length > 0 ? { [key]: errors } : {};
}

function objectOf(value: unknown): Record<string, unknown> {
  // note: its fields are checked one by one.
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
}
