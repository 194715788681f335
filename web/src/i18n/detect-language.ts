import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '@hearth/shared';
import type { Language } from '@hearth/shared';

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && SUPPORTED_LANGUAGES.some((language) => language === value);
}

/**
 * Spec section 4: the browser language's part before the first hyphen, matched
 * case-insensitively; anything but zh, en or ja falls back to en.
 * `zh-CN` ⇒ zh · `JA` ⇒ ja · `pt-BR` ⇒ en · `` ⇒ en
 */
export function languageFromBrowser(browserLanguage: string | null | undefined): Language {
  const primary = (browserLanguage ?? '').split('-')[0]?.trim().toLowerCase();
  return isSupportedLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** The language to start with: the saved `app-lang` if it is supported, else the browser's. */
export function initialLanguage(
  saved: string | null,
  browserLanguage: string | null | undefined,
): Language {
  return isSupportedLanguage(saved) ? saved : languageFromBrowser(browserLanguage);
}
