import type { MessageKey } from '@/i18n/i18n';

/** Keys with `.one` and `.other` forms, named without the form: `people.mutualFriends`. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}.other`
    ? `${Base}.one` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

/** The form of `base` for `count` in `language` (`Intl.PluralRules`: one, or everything else). */
export function pluralKey(base: PluralKey, count: number, language: string): MessageKey {
  return new Intl.PluralRules(language).select(count) === 'one' ? `${base}.one` : `${base}.other`;
}
