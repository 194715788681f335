import type en from './locales/en.json';

/**
 * The message sections the signed-out pages (sign-in, register, forgotten password) and the
 * shell around them use. Their first paint loads only these; every other page waits for the rest
 * (vite.config.ts cuts each locale file down to them).
 */
export const SIGNED_OUT_SECTIONS = [
  'common',
  'session',
  'language',
  'routeError',
  'authLayout',
  'auth',
  'errors',
  'suspension',
] as const satisfies readonly (keyof typeof en)[];

/** A language's messages for the signed-out pages. */
export type SignedOutMessages = Pick<typeof en, (typeof SIGNED_OUT_SECTIONS)[number]>;
