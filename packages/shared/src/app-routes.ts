/**
 * Web app routes that the server's emails link to, under the app URL. Shared so that mail
 * templates and the router cannot drift apart.
 */
export const MAIL_LINK_ROUTES = {
  passwordReset: '/forget',
  verification: '/verify-email',
  emailChange: '/confirm-email-change',
} as const;
