import type { AuthCollectionModel, CollectionModel } from '@hearth/shared';
import { checkEmail, formText, MAX_FORM_TEXT } from '../forms/form-fields.js';
import { ApiError, badRequest, fieldError, type FieldErrors } from '../errors.js';
import { nowString } from '../lib/dates.js';
import { randomString } from '../lib/random.js';
import { SUPERUSERS, type RecordValues } from '../request-info.js';
import type { MailRecipient, RecordMails } from './record-mails.js';

/** The templates `POST /api/settings/test/email` can send, by PocketBase's names. */
export const TEST_EMAIL_TEMPLATES = [
  'verification',
  'password-reset',
  'email-change',
  'otp',
  'login-alert',
] as const;

type TestTemplate = (typeof TEST_EMAIL_TEMPLATES)[number];

/** Finds a collection by id or name. */
interface CollectionLookup {
  find(idOrName: string): CollectionModel | undefined;
}

const FAILED = 'Failed to send the test email.';

/**
 * Sends one template of an auth collection (default `_superusers`) to an address, rendered for
 * a stand-in record whose visible fields read `__pb_test_<field>__` (PocketBase's test form).
 */
export async function sendTestEmail(
  collections: CollectionLookup,
  mails: RecordMails,
  body: Record<string, unknown>,
  acceptLanguage: string | undefined,
): Promise<void> {
  const form = readTestEmailForm(collections, body);
  const to: MailRecipient = {
    collection: form.collection,
    record: testRecord(form.collection, form.email),
    acceptLanguage,
  };
  try {
    await send(mails, to, form.template, form.email);
  } catch (error) {
    // The caller is a superuser checking the SMTP setup: the reason is what they need.
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(400, `${FAILED} Raw error: \n${reason}`, {}, { cause: error });
  }
}

function send(mails: RecordMails, to: MailRecipient, template: TestTemplate, email: string) {
  switch (template) {
    case 'verification':
      return mails.sendVerification(to);
    case 'password-reset':
      return mails.sendPasswordReset(to);
    case 'email-change':
      return mails.sendEmailChange(to, email);
    case 'otp':
      return mails.sendOtp(to, '_PB_TEST_OTP_ID_', '123456');
    case 'login-alert':
      return mails.sendAuthAlert(to, `${nowString()} - 127.0.0.1 TEST_USER_AGENT`);
  }
}

function readTestEmailForm(collections: CollectionLookup, body: Record<string, unknown>) {
  const email = formText(body, 'email');
  const template = formText(body, 'template');
  const collectionName = formText(body, 'collection');
  const errors: FieldErrors = {};
  const collection = collections.find(collectionName || SUPERUSERS);
  if (collectionName.length > MAX_FORM_TEXT || collection?.type !== 'auth') {
    errors['collection'] = fieldError(
      'validation_invalid_auth_collection',
      'Must be a valid auth collection id or name.',
    );
  }
  const emailError = checkEmail(email);
  if (emailError) errors['email'] = emailError;
  const known = TEST_EMAIL_TEMPLATES.find((name) => name === template);
  if (template === '') errors['template'] = fieldError('validation_required', 'Cannot be blank.');
  else if (!known) {
    errors['template'] = fieldError('validation_in_invalid', 'Must be a valid value.');
  }
  if (Object.keys(errors).length > 0 || !known || collection?.type !== 'auth') {
    throw badRequest(FAILED, errors);
  }
  return { email, template: known, collection };
}

function testRecord(collection: AuthCollectionModel, email: string): RecordValues {
  const record: RecordValues = {};
  for (const field of collection.fields) {
    if (!field.hidden) record[field.name] = `__pb_test_${field.name}__`;
  }
  return { ...record, email, tokenKey: randomString(50) };
}
