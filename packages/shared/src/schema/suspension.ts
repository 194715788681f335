/** `suspendedUntil` of a suspension for good. */
export const SUSPENDED_FOR_GOOD = '9999-12-31 23:59:59.999Z';
/** The code of the 403 a suspended account's sign-in or refresh answers (`data.account.code`). */
export const ACCOUNT_SUSPENDED_CODE = 'hearth_account_suspended';
/** The message of that 403. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended.';
/** The longest reason a superuser gives for a suspension or a deletion. */
export const MODERATION_REASON_MAX = 500;

/**
 * Whether the signed-in user is free of any running suspension; the messages create rule uses
 * it (a rule may read the hidden fields of `@request.auth`).
 */
export const NOT_SUSPENDED =
  '(@request.auth.suspendedUntil = "" || @request.auth.suspendedUntil <= @now)';
