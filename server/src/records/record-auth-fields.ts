import type { AuthCollectionModel, PasswordField } from '@hearth/shared';
import { validatePlainPassword } from '../collections/fields/field-password.js';
import { toText } from '../collections/fields/value-cast.js';
import { verifyPassword } from '../security/password-hash.js';
import { fieldError, type FieldErrors } from '../errors.js';
import type { RecordValues } from '../request-info.js';

/** The outcome of checking an auth record's special fields. */
export interface AuthFieldsCheck {
  errors: FieldErrors;
  /** The new plain password to hash, when one was submitted and accepted. */
  newPassword: string | null;
}

/**
 * Checks what a request may do to an auth record's system fields, as PocketBase's upsert form:
 * a password needs its confirmation (and, on update without manage access, the old password);
 * `email` and `verified` may only be changed by superusers or callers with manage access.
 */
export async function checkAuthFields(
  collection: AuthCollectionModel,
  current: RecordValues | null,
  next: RecordValues,
  data: Record<string, unknown>,
  hasManageAccess: boolean,
): Promise<AuthFieldsCheck> {
  const errors: FieldErrors = {};
  const isNew = current === null;
  if (!isNew && !hasManageAccess) {
    if (next['email'] !== current['email']) {
      errors['email'] = fieldError('validation_in_invalid', 'Must be a valid value.');
    }
    if (next['verified'] !== current['verified']) {
      errors['verified'] = fieldError('validation_in_invalid', 'Must be a valid value.');
    }
  }
  if (isNew && next['verified'] === true && !hasManageAccess) {
    errors['verified'] = fieldError('validation_in_invalid', 'Must be a valid value.');
  }
  const password = toText(data['password']);
  const confirm = toText(data['passwordConfirm']);
  const old = toText(data['oldPassword']);
  const changing = isNew || password !== '' || confirm !== '' || old !== '';
  if (!changing) return { errors, newPassword: null };

  // note: the type check never skips the field: scaffolding keeps a system field's type.
  const field = collection.fields.find(
    (candidate): candidate is PasswordField =>
      candidate.name === 'password' && candidate.type === 'password',
  );
  const passwordError =
    password === ''
      ? fieldError('validation_required', 'Cannot be blank.')
      : field
        ? validatePlainPassword(field, password)
        : null;
  if (passwordError) errors['password'] = passwordError;
  if (confirm === '') {
    errors['passwordConfirm'] = fieldError('validation_required', 'Cannot be blank.');
  } else if (confirm !== password) {
    errors['passwordConfirm'] = fieldError('validation_values_mismatch', "Values don't match.");
  }
  if (!isNew && !hasManageAccess) {
    if (old === '') {
      errors['oldPassword'] = fieldError('validation_required', 'Cannot be blank.');
    } else if (!(await verifyPassword(old, toText(current['password'])))) {
      errors['oldPassword'] = fieldError(
        'validation_invalid_old_password',
        'Missing or invalid old password.',
      );
    }
  }
  return { errors, newPassword: Object.keys(errors).length === 0 ? password : null };
}
