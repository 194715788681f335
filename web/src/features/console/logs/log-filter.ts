/** What the logs screen filters by: the typed filter and the quick toggles. */
export interface LogFilterInput {
  /** PocketBase filter syntax, as typed (may be empty). */
  text: string;
  /** Only failed requests (status 400 and above). */
  errorsOnly: boolean;
  /** Leave out the requests made with a superuser's token. */
  hideSuperusers: boolean;
}

export const ERRORS_ONLY_FILTER = 'data.status >= 400';
// The request log names the authenticated collection in `data.auth` (server/src/http/request-logger.ts).
export const HIDE_SUPERUSERS_FILTER = 'data.auth != "_superusers"';

/**
 * The one filter sent to `/api/logs` (and its stats): every part in parentheses, joined with
 * `&&`, so a typed `a || b` keeps its meaning next to the toggles.
 */
export function buildLogFilter(input: LogFilterInput): string {
  const parts = [input.text.trim()];
  if (input.errorsOnly) parts.push(ERRORS_ONLY_FILTER);
  if (input.hideSuperusers) parts.push(HIDE_SUPERUSERS_FILTER);
  const present = parts.filter((part) => part !== '');
  if (present.length <= 1) return present[0] ?? '';
  return present.map((part) => `(${part})`).join(' && ');
}
