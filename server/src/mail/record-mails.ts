import type { AuthCollectionModel } from '@hearth/shared';
import { signRecordToken } from '../security/record-token.js';
import type { RecordValues } from '../request-info.js';
import type { Settings } from '../settings/settings-model.js';
import { resolveTemplate } from './default-templates.js';
import { mailLanguageOf } from './mail-language.js';
import { renderMail } from './mail-render.js';
import type { MailTemplateKind } from '../collections/mail-templates/mail-template-kind.js';
import type { Mailer } from './mailer.js';

/** What record mails are built from. */
export interface RecordMailsDeps {
  mailer: Mailer;
  settings: { get(): Settings };
}

/** Who a mail is for, and the request's `Accept-Language` for users without a language. */
export interface MailRecipient {
  collection: AuthCollectionModel;
  record: RecordValues;
  acceptLanguage?: string;
}

/**
 * The account mails of auth collections (PocketBase's `mails/record.go`): each one signs its
 * token, picks the template and language, fills the placeholders and sends. Sending errors
 * reject; the flows decide what the client learns (usually nothing).
 */
export class RecordMails {
  constructor(private readonly deps: RecordMailsDeps) {}

  /** Mails a verification link (`verification` token with the current email). */
  async sendVerification(to: MailRecipient): Promise<void> {
    const email = String(to.record['email'] ?? '');
    const token = await signRecordToken(to.collection, to.record, 'verification', { email });
    await this.send(to, 'verification', email, { '{TOKEN}': token });
  }

  /** Mails a password reset link (`passwordReset` token with the current email). */
  async sendPasswordReset(to: MailRecipient): Promise<void> {
    const email = String(to.record['email'] ?? '');
    const token = await signRecordToken(to.collection, to.record, 'passwordReset', { email });
    await this.send(to, 'passwordReset', email, { '{TOKEN}': token });
  }

  /** Mails an email change confirmation link to the new address. */
  async sendEmailChange(to: MailRecipient, newEmail: string): Promise<void> {
    const email = String(to.record['email'] ?? '');
    const token = await signRecordToken(to.collection, to.record, 'emailChange', {
      email,
      newEmail,
    });
    await this.send(to, 'emailChange', newEmail, { '{TOKEN}': token });
  }

  /** Mails a one-time password. */
  async sendOtp(to: MailRecipient, otpId: string, code: string): Promise<void> {
    const email = String(to.record['email'] ?? '');
    await this.send(to, 'otp', email, { '{OTP_ID}': otpId, '{OTP}': code });
  }

  /** Mails a new-location login alert; `alertInfo` says when, from where and with what. */
  async sendAuthAlert(to: MailRecipient, alertInfo: string): Promise<void> {
    const email = String(to.record['email'] ?? '');
    await this.send(to, 'authAlert', email, { '{ALERT_INFO}': alertInfo });
  }

  private async send(
    to: MailRecipient,
    kind: MailTemplateKind,
    address: string,
    extra: Record<string, string>,
  ): Promise<void> {
    const { meta } = this.deps.settings.get();
    const language = mailLanguageOf(to.record, to.acceptLanguage);
    const values = {
      ...recordPlaceholders(to.collection, to.record),
      '{APP_NAME}': meta.appName,
      '{APP_URL}': meta.appURL.replace(/\/+$/, ''),
      ...extra,
    };
    const mail = renderMail(resolveTemplate(to.collection, kind, language), values, language);
    await this.deps.mailer.send({
      from: { name: meta.senderName, address: meta.senderAddress },
      to: [{ address }],
      subject: mail.subject,
      html: mail.html,
      language,
    });
  }
}

/** `{RECORD:<field>}` for every visible field of the record (hidden ones stay secret). */
function recordPlaceholders(
  collection: AuthCollectionModel,
  record: RecordValues,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of collection.fields) {
    if (field.hidden) continue;
    values[`{RECORD:${field.name}}`] = placeholderText(record[field.name]);
  }
  return values;
}

function placeholderText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(placeholderText).join(', ');
  return JSON.stringify(value);
}
