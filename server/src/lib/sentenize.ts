/**
 * Capitalises the first letter and appends a period unless the text already ends in `.`, `?` or `!`,
 * as PocketBase does to every error message.
 *
 * `"invalid value"` ⇒ `"Invalid value."`; `"Done!"` ⇒ `"Done!"`; `""` ⇒ `""`
 */
export function sentenize(text: string): string {
  if (text === '') return text;
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.?!]$/.test(capitalised) ? capitalised : capitalised + '.';
}
