/** A pragmatic email shape check (local part, @, dotted domain), as ozzo's `is.EmailFormat`. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Tells whether text looks like an email address (at most 254 characters). */
export function isEmailFormat(text: string): boolean {
  return text.length <= 254 && EMAIL_PATTERN.test(text);
}
