/** The languages Hearth writes mail in. */
export type MailLanguage = 'en' | 'zh' | 'ja';

/** The mail languages; the first is the fallback. */
export const MAIL_LANGUAGES: readonly MailLanguage[] = ['en', 'zh', 'ja'];

/** The record field that holds a user's chosen language (`users.language`). */
export const LANGUAGE_FIELD = 'language';

function asMailLanguage(value: unknown): MailLanguage | null {
  return MAIL_LANGUAGES.find((language) => language === value) ?? null;
}

/**
 * Picks the first supported language of an `Accept-Language` header by preference order, or
 * null when none is supported.
 *
 * `"ja-JP,en;q=0.5"` ⇒ `ja`; `"fr, zh-CN;q=0.8, en;q=0.7"` ⇒ `zh`; `"fr"` ⇒ `null`
 */
export function languageFromAcceptLanguage(header: string | undefined): MailLanguage | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const language = asMailLanguage(range.tag.split('-')[0]);
    if (language) return language;
  }
  return null;
}

/**
 * The language to write to a user in: their chosen `language` when set, else the request's
 * `Accept-Language` (a record that has not chosen yet), else English.
 */
export function mailLanguageOf(
  record: Record<string, unknown>,
  acceptLanguage: string | undefined,
): MailLanguage {
  return (
    asMailLanguage(record[LANGUAGE_FIELD]) ?? languageFromAcceptLanguage(acceptLanguage) ?? 'en'
  );
}
