import { MAIL_LINK_ROUTES } from '@hearth/shared';
import { tokenLink, type MailTemplateSet } from './mail-template-kind.js';

const THANKS = '<p>Thanks,<br/>{APP_NAME} team</p>';
const button = (href: string, label: string) =>
  `<p><a class="btn" href="${href}" target="_blank" rel="noopener">${label}</a></p>`;

/**
 * The English default templates. New auth collections get these (collection scaffold), and a
 * collection still holding them is sent the user's language instead (see `resolveTemplate`).
 */
export const EN_TEMPLATES: MailTemplateSet = {
  verification: {
    subject: 'Verify your {APP_NAME} email',
    body: `<p>Hello,</p><p>Thank you for joining us at {APP_NAME}.</p><p>Click on the link below to verify your email address.</p>${button(tokenLink(MAIL_LINK_ROUTES.verification), 'Verify')}${THANKS}`,
  },
  passwordReset: {
    subject: 'Reset your {APP_NAME} password',
    body: `<p>Hello,</p><p>Click on the link below to reset your password.</p>${button(tokenLink(MAIL_LINK_ROUTES.passwordReset), 'Reset password')}<p><i>If you didn't ask to reset your password, you can ignore this email.</i></p>${THANKS}`,
  },
  emailChange: {
    subject: 'Confirm your {APP_NAME} new email address',
    body: `<p>Hello,</p><p>Click on the link below to confirm your new email address.</p>${button(tokenLink(MAIL_LINK_ROUTES.emailChange), 'Confirm new email')}<p><i>If you didn't ask to change your email address, you can ignore this email.</i></p>${THANKS}`,
  },
  otp: {
    subject: 'OTP for {APP_NAME}',
    body: `<p>Hello,</p><p>Your one-time password is: <strong>{OTP}</strong></p><p>If you did not ask for it, you can ignore this email.</p>${THANKS}`,
  },
  authAlert: {
    subject: 'Login from a new location',
    body: `<p>Hello,</p><p>We noticed a login to your {APP_NAME} account from a new location:</p><p><em>{ALERT_INFO}</em></p><p>If this was not you, change your {APP_NAME} password right away to revoke access from all other locations.</p><p>If this was you, you may ignore this email.</p>${THANKS}`,
  },
};
