import type { AuthCollectionModel } from '@hearth/shared';
import { ApiError, badRequest, fieldError, type FieldErrors } from '../errors.js';
import { SUPERUSERS, type RequestInfo } from '../request-info.js';
import { sendInBackground, type AccountFlowDeps } from './account-flow-deps.js';
import { formText, readEmailForm, throwIfInvalid } from '../forms/form-fields.js';
import { findAuthRecordByEmail } from './find-auth-record.js';
import { INVALID_TOKEN, TOKEN_COLLECTION_MISMATCH } from './token-errors.js';
import { readClaims, verifyRecordToken, type VerifiedToken } from '../security/record-token.js';
import type { ResendReservations } from './resend-guard.js';
import { randomPassword } from '../security/random-password.js';

const SUPERUSERS_VERIFIED = 'All superusers are verified by default.';

/** `request-verification` and `confirm-verification` (PocketBase's `record_auth_verification_*.go`). */
export class VerificationFlow {
  constructor(
    private readonly deps: AccountFlowDeps,
    private readonly guard: ResendReservations,
  ) {}

  /**
   * Mails a verification link in the background. PB compat: always 204 for a well-formed email
   * (unknown, already verified, or mailed in the last two minutes: nothing is sent).
   */
  async request(
    collection: AuthCollectionModel,
    body: Record<string, unknown>,
    info: RequestInfo,
  ): Promise<void> {
    if (collection.name === SUPERUSERS) throw badRequest(SUPERUSERS_VERIFIED);
    const email = readEmailForm(body);
    const record = await findAuthRecordByEmail(this.deps.db, collection, email);
    if (!record || record['verified'] === true) return;
    const key = resendKey(collection, String(record['id']));
    if (!(await this.guard.tryReserve(key))) return;
    sendInBackground(this.deps.logger, 'verification', () =>
      this.deps.mails.sendVerification({
        collection,
        record,
        acceptLanguage: info.headers['accept_language'],
      }),
    );
  }

  /**
   * Marks the token's record verified. The token's `email` claim must still be the record's
   * email, so a link sent before an email change cannot verify the new address.
   */
  async confirm(collection: AuthCollectionModel, body: Record<string, unknown>): Promise<void> {
    if (collection.name === SUPERUSERS) throw badRequest(SUPERUSERS_VERIFIED);
    const token = formText(body, 'token');
    const errors: FieldErrors = {};
    const verified = await this.checkToken(collection, token, errors);
    throwIfInvalid(errors);
    if (!verified) throw badRequest('Invalid or expired verification token.');
    const { record } = verified;
    await this.guard.release(resendKey(collection, String(record['id'])));
    if (record['verified'] === true) return;
    const data: Record<string, unknown> = { verified: true };
    if (!collection.passwordAuth.enabled) {
      // PB compat: without password auth a verified record gets a random password, so that an
      // account pre-registered by someone else cannot be taken over if password auth is enabled later.
      const password = randomPassword();
      Object.assign(data, { password, passwordConfirm: password });
    }
    try {
      await this.deps.system.update(collection, String(record['id']), data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        throw badRequest('An error occurred while saving the verified state.', error.data, error);
      }
      throw error;
    }
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
    const email = readClaims(token)?.email;
    if (typeof email !== 'string' || email === '') {
      errors['token'] = fieldError('validation_invalid_token_claims', 'Missing email token claim.');
      return null;
    }
    const verified = await verifyRecordToken(token, 'verification', this.deps.system.tokenLookup());
    if (!verified) errors['token'] = INVALID_TOKEN;
    else if (verified.collection.id !== collection.id) errors['token'] = TOKEN_COLLECTION_MISMATCH;
    else if (verified.record['email'] !== email) {
      errors['token'] = fieldError(
        'validation_token_email_mismatch',
        "The record email doesn't match with the requested token claims.",
      );
    }
    return verified;
  }
}

function resendKey(collection: AuthCollectionModel, recordId: string): string {
  return `verification:${collection.id}:${recordId}`;
}
