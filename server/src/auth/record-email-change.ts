import type { AuthCollectionModel } from '@hearth/shared';
import { ApiError, badRequest, fieldError, type FieldErrors } from '../errors.js';
import { SUPERUSERS, type RequestInfo } from '../request-info.js';
import type { AccountFlowDeps } from './account-flow-deps.js';
import { checkEmail, checkRequiredLength, formText, throwIfInvalid } from '../forms/form-fields.js';
import { requireCollectionAuth } from './auth-service.js';
import { findAuthRecordByEmail } from './find-auth-record.js';
import { verifyPassword } from '../security/password-hash.js';
import { INVALID_TOKEN, TOKEN_COLLECTION_MISMATCH } from './token-errors.js';
import { readClaims, verifyRecordToken, type VerifiedToken } from '../security/record-token.js';

const SUPERUSERS_DIRECT = 'All superusers can change their emails directly.';
/** PocketBase bounds the confirmation password at 100 characters. */
const MAX_CONFIRM_PASSWORD = 100;

/** `request-email-change` and `confirm-email-change` (PocketBase's `record_auth_email_change_*.go`). */
export class EmailChangeFlow {
  constructor(private readonly deps: AccountFlowDeps) {}

  /**
   * Mails a confirmation link to the new address of the signed-in record. The mail is sent
   * before answering, so a 204 means it went out.
   */
  async request(
    collection: AuthCollectionModel,
    body: Record<string, unknown>,
    info: RequestInfo,
  ): Promise<void> {
    const { record } = requireCollectionAuth(collection, info);
    if (collection.name === SUPERUSERS) throw badRequest(SUPERUSERS_DIRECT);
    const newEmail = formText(body, 'newEmail');
    const error = checkEmail(newEmail) ?? (await this.checkNewEmail(collection, record, newEmail));
    throwIfInvalid(error ? { newEmail: error } : {});
    try {
      await this.deps.mails.sendEmailChange(
        { collection, record, acceptLanguage: info.headers['accept_language'] },
        newEmail,
      );
    } catch (cause) {
      this.deps.logger.error('failed to send the email change email', { error: cause });
      // note: the client learns that it failed, never why (SMTP details stay in the log).
      throw badRequest('Failed to request email change.');
    }
  }

  /**
   * Sets the token's new email once the record's current password confirms it; the record is
   * then verified and its token key changes (all sessions end).
   */
  async confirm(collection: AuthCollectionModel, body: Record<string, unknown>): Promise<void> {
    if (collection.name === SUPERUSERS) throw badRequest(SUPERUSERS_DIRECT);
    const token = formText(body, 'token');
    const password = formText(body, 'password');
    const errors: FieldErrors = {};
    const parsed = await this.parseToken(collection, token, errors);
    const passwordError = checkRequiredLength(password, 1, MAX_CONFIRM_PASSWORD);
    if (passwordError) errors['password'] = passwordError;
    else if (!parsed || !(await verifyPassword(password, String(parsed.record['password'])))) {
      errors['password'] = fieldError(
        'validation_invalid_password',
        'Missing or invalid auth record password.',
      );
    }
    throwIfInvalid(errors);
    if (!parsed) throw badRequest('Invalid or expired token.');
    try {
      await this.deps.system.update(collection, String(parsed.record['id']), {
        email: parsed.newEmail,
        verified: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        throw badRequest('Failed to confirm email change.', error.data, error);
      }
      throw error;
    }
  }

  private async checkNewEmail(
    collection: AuthCollectionModel,
    record: Record<string, unknown>,
    newEmail: string,
  ) {
    if (newEmail === record['email']) {
      return fieldError('validation_not_in_invalid', 'Must not be in list.');
    }
    const owner = await findAuthRecordByEmail(this.deps.db, collection, newEmail);
    return owner && owner['id'] !== record['id']
      ? fieldError('validation_invalid_new_email', 'Invalid new email address.')
      : null;
  }

  /**
   * PB compat (v0.37.5 order): the token is verified before the new email's availability is
   * looked at, so a forged token cannot probe which addresses are registered.
   */
  private async parseToken(
    collection: AuthCollectionModel,
    token: string,
    errors: FieldErrors,
  ): Promise<(VerifiedToken & { newEmail: string }) | null> {
    if (token === '') {
      errors['token'] = fieldError('validation_required', 'Cannot be blank.');
      return null;
    }
    const newEmail = readClaims(token)?.newEmail;
    if (typeof newEmail !== 'string' || newEmail === '') {
      errors['token'] = fieldError(
        'validation_invalid_token_payload',
        'Invalid token payload - newEmail must be set.',
      );
      return null;
    }
    const verified = await verifyRecordToken(token, 'emailChange', this.deps.system.tokenLookup());
    if (!verified) errors['token'] = INVALID_TOKEN;
    else if (verified.collection.id !== collection.id) errors['token'] = TOKEN_COLLECTION_MISMATCH;
    else if (await findAuthRecordByEmail(this.deps.db, collection, newEmail)) {
      errors['token'] = fieldError(
        'validation_invalid_token_email',
        'The new email address is invalid.',
      );
    } else {
      return { ...verified, newEmail };
    }
    return null;
  }
}
