import { badRequest } from '../errors.js';
import type { Sql, SqlValue } from '../storage/db.js';
import type { Dialect } from '../storage/dialect.js';

// TODO(#3): compile with the server's filter engine once it lands on main; until then this is
// the documented subset below (see docs/pocketbase-compat.md, "Logs").

/** The longest filter accepted, as for record lists. */
const MAX_FILTER_LENGTH = 3500;
/** Comparisons allowed in one filter (PocketBase's default expression limit). */
const MAX_COMPARISONS = 200;
const COLUMNS = new Set(['id', 'created', 'level', 'message', 'data']);
/** `data.status` ⇒ a JSON path into the data column (PocketBase allows `^data\.[\w.:]*\w+$`). */
const DATA_PATH = /^data(\.\w+)+$/;
const SORT_FIELDS = new Set(['id', 'created', 'level', 'message', '@rowid', '@random']);

type Token =
  | { kind: 'ident'; text: string }
  | { kind: 'literal'; value: SqlValue }
  | { kind: 'op'; text: string }
  | { kind: 'join'; text: '&&' | '||' }
  | { kind: 'paren'; text: '(' | ')' };

// 'a\'b' | "x" | -1.5 | && | || | != | >= | <= | !~ | = | > | < | ~ | ( | ) | data.status | level
const TOKEN =
  /\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?)(?![\w.])|(&&|\|\|)|(!=|>=|<=|!~|=|>|<|~)|([()])|([A-Za-z_@][\w.@]*))/y;

/**
 * Compiles a logs filter into a boolean SQL expression. The subset: comparisons
 * `field op value` with `= != > >= < <= ~ !~`, joined by `&&` / `||` and grouped with
 * parentheses, over `id, created, level, message, data, data.<path>`; values are quoted
 * text, numbers, `true`, `false` and `null`. Anything else is a 400.
 *
 * `level >= 4 && data.status = 404` ⇒ `(level >= ? AND COALESCE(json_extract(…), '') = COALESCE(?, ''))`
 */
export function compileLogFilter(filter: string, dialect: Dialect): Sql {
  if (filter.trim() === '') return { text: '1=1', params: [] };
  if (filter.length > MAX_FILTER_LENGTH) throw badRequest();
  const parser = new Parser(tokenize(filter), dialect);
  const sql = parser.parseExpression();
  parser.expectEnd();
  return sql;
}

/** Compiles a sort list (`-created,id`, `@rowid`, `@random`) into an ORDER BY list, or `''`. */
export function compileLogSort(sort: string, dialect: Dialect): string {
  if (sort.trim() === '') return '';
  return sort
    .split(',')
    .map((part) => {
      const trimmed = part.trim();
      const descending = trimmed.startsWith('-');
      const field = trimmed.replace(/^[-+]/, '');
      if (!SORT_FIELDS.has(field)) throw badRequest();
      if (field === '@random') return dialect.random;
      const column = field === '@rowid' ? dialect.rowid : dialect.quoteIdent(field);
      return `${column} ${descending ? 'DESC' : 'ASC'}`;
    })
    .join(', ');
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < input.length) {
    if (input.slice(TOKEN.lastIndex).trim() === '') break;
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(input);
    if (!match || TOKEN.lastIndex === start) throw badRequest();
    tokens.push(toToken(match));
  }
  return tokens;
}

function toToken(match: RegExpExecArray): Token {
  const [, single, double, number, join, op, paren, ident] = match;
  if (single !== undefined) return { kind: 'literal', value: single.replace(/\\(['\\])/g, '$1') };
  if (double !== undefined) return { kind: 'literal', value: double.replace(/\\(["\\])/g, '$1') };
  if (number !== undefined) return { kind: 'literal', value: Number(number) };
  if (join === '&&' || join === '||') return { kind: 'join', text: join };
  if (op !== undefined) return { kind: 'op', text: op };
  if (paren === '(' || paren === ')') return { kind: 'paren', text: paren };
  const word = ident ?? '';
  if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true' };
  if (word === 'null') return { kind: 'literal', value: null };
  return { kind: 'ident', text: word };
}

class Parser {
  private position = 0;
  private comparisons = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly dialect: Dialect,
  ) {}

  /** expression := conjunction ('||' conjunction)* */
  parseExpression(): Sql {
    return this.parseJoined('||', () => this.parseJoined('&&', () => this.parsePrimary()));
  }

  expectEnd(): void {
    if (this.position !== this.tokens.length) throw badRequest();
  }

  private parseJoined(join: '&&' | '||', next: () => Sql): Sql {
    const parts = [next()];
    while (this.peekIs('join', join)) {
      this.position++;
      parts.push(next());
    }
    if (parts.length === 1 && parts[0]) return parts[0];
    return {
      text: `(${parts.map((part) => part.text).join(join === '&&' ? ' AND ' : ' OR ')})`,
      params: parts.flatMap((part) => part.params),
    };
  }

  private parsePrimary(): Sql {
    if (this.peekIs('paren', '(')) {
      this.position++;
      const inner = this.parseExpression();
      if (!this.peekIs('paren', ')')) throw badRequest();
      this.position++;
      return inner;
    }
    const left = this.operand();
    const op = this.tokens[this.position++];
    if (op?.kind !== 'op') throw badRequest();
    const right = this.operand();
    if (++this.comparisons > MAX_COMPARISONS) throw badRequest();
    return compare(left, op.text, right, this.dialect);
  }

  private operand(): Sql {
    const token = this.tokens[this.position++];
    if (token?.kind === 'literal') return { text: '?', params: [token.value] };
    if (token?.kind !== 'ident') throw badRequest();
    if (COLUMNS.has(token.text)) return { text: this.dialect.quoteIdent(token.text), params: [] };
    if (!DATA_PATH.test(token.text)) throw badRequest();
    return {
      text: this.dialect.jsonExtract(this.dialect.quoteIdent('data'), '?'),
      params: ['$' + token.text.slice('data'.length)],
    };
  }

  private peekIs(kind: Token['kind'], text: string): boolean {
    const token = this.tokens[this.position];
    return token?.kind === kind && 'text' in token && token.text === text;
  }
}

function compare(left: Sql, op: string, right: Sql, dialect: Dialect): Sql {
  const params = [...left.params, ...right.params];
  switch (op) {
    case '=':
    case '!=':
      // PB compat: NULL and '' compare equal, as PocketBase's null fallback does.
      return {
        text: `COALESCE(${left.text}, '') ${op === '=' ? '=' : '!='} COALESCE(${right.text}, '')`,
        params,
      };
    case '~':
    case '!~': {
      const pattern = right.params.length === 1 && right.text === '?' ? right.params[0] : undefined;
      if (typeof pattern !== 'string' && typeof pattern !== 'number') throw badRequest();
      const like = dialect.like(left.text, '?');
      return {
        text: op === '~' ? like : `NOT (${like})`,
        params: [...left.params, likePattern(String(pattern))],
      };
    }
    default:
      return { text: `${left.text} ${op} ${right.text}`, params };
  }
}

/** `abc` ⇒ `%abc%`; `a%c` stays as written (PocketBase's rule); `_`, `%` and `\` else escaped. */
function likePattern(value: string): string {
  if (value.includes('%')) return value;
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
