import type { Dialect } from '../../storage/dialect.js';
import { formatDate } from '../../lib/dates.js';

/**
 * The SQL condition that leaves out people whose suspension runs at `now` (docs/moderation.md):
 * a suspended user is not found nor suggested until the suspension ends. Its one placeholder
 * takes `suspensionCutoff(now)`.
 */
export function notSuspended(d: Dialect, alias: string): string {
  const until = `${alias}.${d.quoteIdent('suspendedUntil')}`;
  return `(${until} IS NULL OR ${until} = '' OR ${until} <= ?)`;
}

/** The placeholder value of `notSuspended`: stored dates compare as text in this format. */
export function suspensionCutoff(now: Date): string {
  return formatDate(now);
}
