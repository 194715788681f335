import { MAIL_LINK_ROUTES } from '@hearth/shared';

/** Every route of the app (spec section 2, plus the mail-link confirmations), in one place. */
export const PATHS = {
  root: '/',
  login: '/login',
  register: '/register',
  forget: MAIL_LINK_ROUTES.passwordReset,
  verifyEmail: MAIL_LINK_ROUTES.verification,
  confirmEmailChange: MAIL_LINK_ROUTES.emailChange,
  home: '/home',
  me: '/me',
  profile: '/me/profile',
  settings: '/me/setting',
  chat: '/chat',
  friend: '/friend',
  plugin: '/plugin',
  notFound: '/common/404',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** Paths a signed-out visitor may open (spec sections 2, 4 and 6, plus the mail links). */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.register,
  PATHS.forget,
  PATHS.verifyEmail,
  PATHS.confirmEmailChange,
];
