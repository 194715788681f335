import { createHash } from 'node:crypto';

/** How many different statement texts a process prepares by name, at most. */
const MAX_NAMED_STATEMENTS = 1000;

/** PostgreSQL's SQLSTATE and message when a prepared statement's result columns changed. */
const FEATURE_NOT_SUPPORTED = '0A000';
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/**
 * Names for prepared statements, so that each connection parses and plans a statement text
 * once and then only binds and runs it. A name is derived from a hash of the text, so every
 * connection of every process names the same text alike. Bounded: the first
 * `MAX_NAMED_STATEMENTS` texts get a name, later ones run unnamed.
 *
 * A schema change (a column added to a record table) can change the rows a prepared
 * `SELECT *` returns, which PostgreSQL refuses to run ("cached plan must not change result
 * type"). Then `renew()` starts a new generation of names: statements are prepared afresh
 * under their new names, and connections that hold the previous generation's statements are
 * closed when they go back to the pool rather than kept.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private current = 0;

  /** The generation of names handed out now. */
  get generation(): number {
    return this.current;
  }

  /** The name to prepare `text` under, or `undefined` to run it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined || this.names.size >= MAX_NAMED_STATEMENTS) return known;
    const hash = createHash('sha1').update(text).digest('hex').slice(0, 20);
    const name = `h${this.current}_${hash}`;
    this.names.set(text, name);
    return name;
  }

  /** Forgets every name: from now on statements are prepared again under new names. */
  renew(): void {
    this.names.clear();
    this.current++;
  }
}

/** Whether `error` says a prepared statement's result columns changed under it. */
export function isStalePreparedStatement(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code: unknown = Reflect.get(error, 'code');
  const message: unknown = Reflect.get(error, 'message');
  return (
    code === FEATURE_NOT_SUPPORTED &&
    typeof message === 'string' &&
    message.includes(RESULT_TYPE_CHANGED)
  );
}
