import type { AuthCollectionModel, PasswordField } from '@hearth/shared';
import { ApiError, badRequest, fieldError, type FieldErrors } from '../errors.js';
import type { RequestInfo } from '../request-info.js';
import { sendInBackground, type AccountFlowDeps } from './account-flow-deps.js';
import {
  checkRequiredLength,
  formText,
  MAX_FORM_TEXT,
  readEmailForm,
  throwIfInvalid,
} from '../forms/form-fields.js';
import { findAuthRecordByEmail } from './find-auth-record.js';
import { verifyRecordToken, type VerifiedToken } from '../security/record-token.js';
import type { ResendReservations } from './resend-guard.js';
import { INVALID_TOKEN, TOKEN_COLLECTION_MISMATCH } from './token-errors.js';

/**
 * `request-password-reset` and `confirm-password-reset` (PocketBase's
 * `record_auth_password_reset_*.go`).
 */
export class PasswordResetFlow {
  constructor(
    private readonly deps: AccountFlowDeps,
    private readonly guard: ResendReservations,
  ) {}

  /**
   * Mails a reset link in the background. PB compat: a well-formed email always gets a 204,
   * whether it belongs to a record or a mail went out in the last two minutes (enumeration
   * protection).
   */
  async request(
    collection: AuthCollectionModel,
    body: Record<string, unknown>,
    info: RequestInfo,
  ): Promise<void> {
    if (!collection.passwordAuth.enabled) {
      throw badRequest('The collection is not configured to allow password authentication.');
    }
    const email = readEmailForm(body);
    const record = await findAuthRecordByEmail(this.deps.db, collection, email);
    if (!record) return;
    const key = resendKey(collection, String(record['id']));
    if (!(await this.guard.tryReserve(key))) return;
    sendInBackground(
      this.deps.logger,
      'password reset',
      () =>
        this.deps.mails.sendPasswordReset({
          collection,
          record,
          acceptLanguage: info.headers['accept_language'],
        }),
      () => this.guard.release(key),
    );
  }

  /**
   * Sets a new password from a reset token. The new password changes the token key, which ends
   * every session and kills the reset token itself; the record becomes verified when the token
   * was sent to its current email.
   */
  async confirm(collection: AuthCollectionModel, body: Record<string, unknown>): Promise<void> {
    const token = formText(body, 'token');
    const password = formText(body, 'password');
    const passwordConfirm = formText(body, 'passwordConfirm');
    const errors: FieldErrors = {};
    const verified = await this.checkToken(collection, token, errors);
    const passwordError = checkRequiredLength(
      password,
      minPasswordLength(collection),
      MAX_FORM_TEXT,
    );
    if (passwordError) errors['password'] = passwordError;
    if (passwordConfirm === '') {
      errors['passwordConfirm'] = fieldError('validation_required', 'Cannot be blank.');
    } else if (passwordConfirm !== password) {
      errors['passwordConfirm'] = fieldError('validation_values_mismatch', "Values don't match.");
    }
    throwIfInvalid(errors);
    if (!verified) throw badRequest('Invalid or expired password reset token.');
    const { record, claims } = verified;
    const data: Record<string, unknown> = { password, passwordConfirm };
    if (record['verified'] !== true && record['email'] === claims.email) data['verified'] = true;
    try {
      await this.deps.system.update(collection, String(record['id']), data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        throw badRequest('Failed to set new password.', error.data, error);
      }
      throw error;
    }
    await this.guard.release(resendKey(collection, String(record['id'])));
  }

  private async checkToken(
    collection: AuthCollectionModel,
    token: string,
    errors: FieldErrors,
  ): Promise<VerifiedToken | null> {
    if (token === '') {
      errors['token'] = fieldError('validation_required', 'Cannot be blank.');
      return null;
    }
    const verified = await verifyRecordToken(
      token,
      'passwordReset',
      this.deps.system.tokenLookup(),
    );
    if (!verified) errors['token'] = INVALID_TOKEN;
    else if (verified.collection.id !== collection.id) errors['token'] = TOKEN_COLLECTION_MISMATCH;
    return verified;
  }
}

function resendKey(collection: AuthCollectionModel, recordId: string): string {
  return `passwordReset:${collection.id}:${recordId}`;
}

function minPasswordLength(collection: AuthCollectionModel): number {
  const field = collection.fields.find(
    (candidate): candidate is PasswordField =>
      candidate.type === 'password' && candidate.name === 'password',
  );
  return field?.min && field.min > 0 ? field.min : 1;
}
