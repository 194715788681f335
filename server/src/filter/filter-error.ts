/**
 * A filter, rule or sort expression that cannot be parsed or compiled. `position` is the 0-based
 * offset of the offending text when known. Callers turn it into a 400; the message is for logs.
 */
export class FilterError extends Error {
  readonly position: number | null;

  constructor(message: string, position: number | null = null) {
    super(position === null ? message : `${message} (at ${position})`);
    this.name = 'FilterError';
    this.position = position;
  }
}
