import type { AuthCollectionModel } from '@hearth/shared';
import { badRequest, forbidden, tooManyRequests } from '../errors.js';
import { ALPHANUMERIC_LOWER, randomDigits, randomString } from '../lib/random.js';
import type { ExpandTree } from '../records/record-expand.js';
import type { RecordValues, RequestInfo } from '../request-info.js';
import { sendInBackground, type AccountFlowDeps } from './account-flow-deps.js';
import {
  checkRequiredLength,
  formText,
  MAX_FORM_TEXT,
  readEmailForm,
  throwIfInvalid,
} from '../forms/form-fields.js';
import type { AuthResponse } from './auth-service.js';
import { findOwnedRecords, hasExpired, OTPS } from './auth-records-query.js';
import type { AttemptCounter } from './attempt-limiter.js';
import { findAuthRecordByEmail } from './find-auth-record.js';
import { hashPassword, verifyPassword } from '../security/password-hash.js';
import { randomPassword } from '../security/random-password.js';

/** More live OTPs than this and the newest is handed out again without a new mail. */
const MAX_LIVE_OTPS = 9;
/** bcrypt's limit, which PocketBase keeps for the OTP form's password. */
const MAX_OTP_PASSWORD = 71;
const OTP_DISABLED = 'The collection is not configured to allow OTP authentication.';
const INVALID_OTP = 'Invalid or expired OTP';
const DEFAULT_OTP_LENGTH = 8;
const DEFAULT_OTP_DURATION = 180;

/** Guesses allowed per auth record and window: OTPs are short digit codes. */
export const OTP_MAX_ATTEMPTS = 5;
/** The window of `OTP_MAX_ATTEMPTS`. */
export const OTP_ATTEMPTS_WINDOW_MS = 180_000;

/** `request-otp` and `auth-with-otp` (PocketBase's `record_auth_otp_request.go`, `record_auth_with_otp.go`). */
export class OtpFlow {
  constructor(
    private readonly deps: AccountFlowDeps,
    private readonly attempts: AttemptCounter,
  ) {}

  /**
   * Creates an OTP for the email's record and mails it in the background; returns its id.
   * PB compat: an unknown email still gets a random 15-character id (nothing stored or sent),
   * after spending the time of a hash, so the answer reveals nothing.
   */
  async request(
    collection: AuthCollectionModel,
    body: Record<string, unknown>,
    info: RequestInfo,
  ): Promise<{ otpId: string }> {
    if (!collection.otp.enabled) throw forbidden(OTP_DISABLED);
    const email = readEmailForm(body);
    const record = await findAuthRecordByEmail(this.deps.db, collection, email);
    if (!record) {
      await hashPassword(randomDigits(otpLength(collection)));
      return { otpId: randomString(15, ALPHANUMERIC_LOWER) };
    }
    const reused = await this.reusableOtp(collection, record);
    if (reused) return { otpId: reused };
    const code = randomDigits(otpLength(collection));
    const otpId = await this.deps.system.create(OTPS, {
      collectionRef: collection.id,
      recordRef: String(record['id']),
      password: await hashPassword(code),
      sentTo: '',
    });
    sendInBackground(
      this.deps.logger,
      'OTP',
      async () => {
        const to = { collection, record, acceptLanguage: info.headers['accept_language'] };
        // note: marked before it leaves, so the code can never reach its reader first; an OTP
        // whose mail fails is deleted below.
        await this.markSent(otpId, email);
        await this.deps.mails.sendOtp(to, otpId, code);
      },
      // An OTP nobody received is useless; drop it so it does not count as live.
      () => this.deps.system.delete(OTPS, otpId),
    );
    return { otpId };
  }

  /**
   * Signs in with an OTP. PB compat: every failure is the same 400 (no OTP enumeration), and a
   * record gets at most 5 guesses per 3 minutes, whatever the OTP.
   */
  async authWithOtp(
    collection: AuthCollectionModel,
    body: Record<string, unknown>,
    info: RequestInfo,
    expand: ExpandTree,
  ): Promise<AuthResponse> {
    if (!collection.otp.enabled) throw forbidden(OTP_DISABLED);
    const otpId = formText(body, 'otpId');
    const password = formText(body, 'password');
    const otpIdError = checkRequiredLength(otpId, 1, MAX_FORM_TEXT);
    const passwordError = checkRequiredLength(password, 1, MAX_OTP_PASSWORD);
    throwIfInvalid({
      ...(otpIdError ? { otpId: otpIdError } : {}),
      ...(passwordError ? { password: passwordError } : {}),
    });
    const otp = await this.deps.system.find(OTPS, otpId);
    if (!otp || otp['collectionRef'] !== collection.id) throw badRequest(INVALID_OTP);
    if (hasExpired(otp['created'], otpDuration(collection))) throw badRequest(INVALID_OTP);
    let record = await this.deps.system.find(collection.id, String(otp['recordRef']));
    if (!record) throw badRequest(INVALID_OTP);
    if (!(await this.attempts.hit(`otp:${collection.id}:${String(record['id'])}`))) {
      throw tooManyRequests('Too many attempts, please try again later with a new OTP.');
    }
    if (!(await verifyPassword(password, String(otp['password'])))) throw badRequest(INVALID_OTP);
    record = await this.verifyEmailOwner(collection, record, otp);
    await this.deps.system.delete(OTPS, otpId).catch((error: unknown) => {
      this.deps.logger.error('failed to delete a used OTP', { error, otpId });
    });
    return this.deps.auth.login(collection, record, { ...info, context: 'otp' }, 'otp', expand);
  }

  /** The newest live OTP when the record already has too many, else null (and sweeps expired). */
  private async reusableOtp(collection: AuthCollectionModel, record: RecordValues) {
    const otps = await findOwnedRecords(
      this.deps.db,
      this.deps.system.collection(OTPS),
      { collectionId: collection.id, recordId: String(record['id']) },
      'created',
    );
    const duration = otpDuration(collection);
    const live = otps.filter((otp) => !hasExpired(otp['created'], duration));
    for (const otp of otps) {
      if (live.includes(otp)) continue;
      // Opportunistic cleanup: expired OTPs of this record are useless.
      await this.deps.system.delete(OTPS, String(otp['id'])).catch(() => undefined);
    }
    if (live.length <= MAX_LIVE_OTPS) return null;
    this.deps.logger.warn('too many OTP requests: reusing the last issued one', {
      recordId: record['id'],
    });
    return String(live[0]?.['id']);
  }

  private async markSent(otpId: string, email: string): Promise<void> {
    const otp = await this.deps.system.find(OTPS, otpId);
    if (!otp || otp['sentTo'] !== '') return;
    await this.deps.system.update(this.deps.system.collection(OTPS), otpId, { sentTo: email });
  }

  /**
   * An OTP mailed to the record's current address proves it owns that address: an unverified
   * record becomes verified. PB compat: without MFA it also gets a random password, so that a
   * password set by whoever pre-registered the address stops working.
   */
  private async verifyEmailOwner(
    collection: AuthCollectionModel,
    record: RecordValues,
    otp: RecordValues,
  ): Promise<RecordValues> {
    const sentTo = String(otp['sentTo'] ?? '');
    if (record['verified'] === true || sentTo === '' || record['email'] !== sentTo) return record;
    const data: Record<string, unknown> = { verified: true };
    if (!collection.mfa.enabled) {
      const password = randomPassword();
      Object.assign(data, { password, passwordConfirm: password });
    }
    const id = String(record['id']);
    try {
      await this.deps.system.update(collection, id, data);
      return (await this.deps.system.find(collection.id, id)) ?? record;
    } catch (error) {
      this.deps.logger.error('failed to mark a record verified after an OTP login', { error, id });
      return record;
    }
  }
}

function otpLength(collection: AuthCollectionModel): number {
  const { length } = collection.otp;
  return Number.isInteger(length) && length > 0 ? length : DEFAULT_OTP_LENGTH;
}

function otpDuration(collection: AuthCollectionModel): number {
  const { duration } = collection.otp;
  return Number.isFinite(duration) && duration > 0 ? duration : DEFAULT_OTP_DURATION;
}
