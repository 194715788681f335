import { CONSOLE_MAIL_LINK_ROUTES, MAIL_LINK_ROUTES } from '@hearth/shared';
import { tokenLink, type MailTemplateSet } from './mail-template-kind.js';

/**
 * A default template set as superusers get it: the password reset link opens the console's page
 * (a superuser has no account in the app), as PocketBase's links open its dashboard.
 */
export function forSuperusers(set: MailTemplateSet): MailTemplateSet {
  const appLink = tokenLink(MAIL_LINK_ROUTES.passwordReset);
  const consoleLink = tokenLink(CONSOLE_MAIL_LINK_ROUTES.passwordReset);
  const { subject, body } = set.passwordReset;
  return { ...set, passwordReset: { subject, body: body.replaceAll(appLink, consoleLink) } };
}
