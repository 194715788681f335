import type { CONSOLE_MAIL_LINK_ROUTES, MAIL_LINK_ROUTES } from '@hearth/shared';
import { type AuthCollectionModel, type EmailTemplate } from '@hearth/shared';

/** The mails an auth collection sends, one template each. */
export type MailTemplateKind =
  'verification' | 'passwordReset' | 'emailChange' | 'otp' | 'authAlert';

/** The template kinds, in the order PocketBase lists them. */
export const MAIL_TEMPLATE_KINDS: readonly MailTemplateKind[] = [
  'verification',
  'passwordReset',
  'emailChange',
  'otp',
  'authAlert',
];

/** A template set: one template per kind. */
export type MailTemplateSet = Record<MailTemplateKind, EmailTemplate>;

/**
 * The web app link a template's button points to. `{APP_URL}` and `{TOKEN}` are placeholders
 * filled when the mail is rendered.
 */
export function tokenLink(
  route:
    | (typeof MAIL_LINK_ROUTES)[keyof typeof MAIL_LINK_ROUTES]
    | (typeof CONSOLE_MAIL_LINK_ROUTES)[keyof typeof CONSOLE_MAIL_LINK_ROUTES],
): string {
  return `{APP_URL}${route}?token={TOKEN}`;
}

/** The template a collection has configured for a kind (possibly malformed input: unknown). */
export function configuredTemplate(
  collection: AuthCollectionModel,
  kind: MailTemplateKind,
): unknown {
  // note: the optional chains below are for stored options that lack the section, which the
  // types say cannot happen.
  switch (kind) {
    case 'verification':
      return collection.verificationTemplate;
    case 'passwordReset':
      return collection.resetPasswordTemplate;
    case 'emailChange':
      return collection.confirmEmailChangeTemplate;
    case 'otp':
      return collection.otp?.emailTemplate;
    case 'authAlert':
      return collection.authAlert?.emailTemplate;
  }
}
