/**
 * Web app routes that the server's emails link to, under the app URL. Shared so that mail
 * templates and the router cannot drift apart.
 */
export const MAIL_LINK_ROUTES = {
  passwordReset: '/forget',
  verification: '/verify-email',
  emailChange: '/confirm-email-change',
} as const;

/**
 * Console routes (the superusers' console lives under `/_/`) that the server's emails to
 * superusers link to, as PocketBase's mails to superusers open its dashboard.
 */
export const CONSOLE_MAIL_LINK_ROUTES = {
  passwordReset: '/_/confirm-password-reset',
} as const;
