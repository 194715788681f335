/**
 * A filter, rule or sort expression that cannot be parsed or compiled. `position` is the 0-based
 * offset of the offending text when known. Callers turn it into a 400; the message is for logs.
 */
export class FilterError extends Error {
  readonly position: number | null;

  constructor(message: string, position: number | null = null) {
    super(position === null ? message : `${message}${POSITION_PREFIX}${position})`);
    this.name = 'FilterError';
    this.position = position;
  }
}

const POSITION_PREFIX = ' (at ';
const POSITION_SUFFIX = /^(.*) \(at (\d+)\)$/s;

/**
 * Splits a FilterError's message back into its problem and position, for callers that only
 * receive the text (a rule checker returns messages): `unknown field "x" (at 4)` ⇒ 4.
 */
export function readFilterProblem(message: string): { problem: string; position: number | null } {
  const match = POSITION_SUFFIX.exec(message);
  if (!match) return { problem: message, position: null };
  return { problem: match[1] ?? message, position: Number(match[2]) };
}
