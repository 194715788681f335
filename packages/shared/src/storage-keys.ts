/**
 * The browser storage keys and cookie settings the spec fixes (sections 3, 4 and 9).
 * Shared so that tests on both sides check the same names.
 */
export const STORAGE_KEYS = {
  /** The SDK's LocalAuthStore key: `{ token, record }`. */
  session: 'pocketbase_auth',
  /** The superuser console's own session (`/_/`), apart from the user's: `{ token, record }`. */
  consoleSession: 'hearth_console_auth',
  theme: 'theme',
  language: 'app-lang',
  dynamicReload: 'dynamic-reload',
} as const;

/** The visitor identifier cookie: readable by scripts, Secure, max-age 999999 s. */
export const VISITOR_COOKIE = {
  name: 'hearth_visitor_id',
  maxAgeSeconds: 999_999,
} as const;

/** The languages the product ships; `en` is the default and the fallback. */
export const SUPPORTED_LANGUAGES = ['zh', 'en', 'ja'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
