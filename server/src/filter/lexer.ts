import { OPERATORS } from './ast.js';
import { FilterError } from './filter-error.js';

/** What a token is; comments and whitespace are dropped by the lexer. */
export type TokenKind =
  'identifier' | 'number' | 'text' | 'operator' | 'join' | 'open' | 'close' | 'comma' | 'eof';

/**
 * One token. `value` is the decoded text for `text` tokens and the source text otherwise;
 * `at`/`end` are 0-based offsets of its first character and just past its last.
 */
export interface Token {
  kind: TokenKind;
  value: string;
  at: number;
  end: number;
}

const OPERATOR_CHARS = new Set(['=', '?', '!', '>', '<', '~']);
const OPERATOR_TEXTS: ReadonlySet<string> = new Set(OPERATORS);
const JOIN_CHARS = new Set(['&', '|']);
// PB compat: fexpr knows space, tab and newline; a carriage return is accepted too so that
// expressions written with CRLF line endings (rules in files) still parse.
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const SIMPLE_ESCAPES: Record<string, string> = {
  '"': '"',
  "'": "'",
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

/**
 * Splits a filter expression into tokens, following fexpr's lexical rules.
 *
 * `title ~ "a\"b" && n>=-1.5 // note` ⇒ identifier `title`, operator `~`, text `a"b`,
 * join `&&`, identifier `n`, operator `>=`, number `-1.5`, eof
 */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < input.length) {
    const char = input.charAt(at);
    if (WHITESPACE.has(char)) {
      at++;
    } else if (char === '/') {
      at = skipComment(input, at);
    } else {
      const token = scanToken(input, at, char);
      tokens.push(token);
      at = token.end;
    }
  }
  tokens.push({ kind: 'eof', value: '', at: input.length, end: input.length });
  return tokens;
}

function scanToken(input: string, at: number, char: string): Token {
  if (char === '(') return { kind: 'open', value: char, at, end: at + 1 };
  if (char === ')') return { kind: 'close', value: char, at, end: at + 1 };
  if (char === ',') return { kind: 'comma', value: char, at, end: at + 1 };
  if (isIdentifierStart(char)) return scanIdentifier(input, at);
  if (char === '-' || isDigit(char)) return scanNumber(input, at);
  if (char === '"' || char === "'") return scanText(input, at);
  if (OPERATOR_CHARS.has(char)) return scanOperator(input, at);
  if (JOIN_CHARS.has(char)) return scanJoin(input, at);
  throw new FilterError(`unexpected character ${JSON.stringify(char)}`, at);
}

function skipComment(input: string, at: number): number {
  if (input.charAt(at + 1) !== '/') throw new FilterError('invalid comment', at);
  const newline = input.indexOf('\n', at);
  return newline === -1 ? input.length : newline + 1;
}

function isLetter(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z');
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

function isIdentifierStart(char: string): boolean {
  return isLetter(char) || char === '_' || char === '@' || char === '#';
}

function isIdentifierPart(char: string): boolean {
  return isLetter(char) || isDigit(char) || char === '_' || char === '.' || char === ':';
}

/** `@request.auth.id` ⇒ valid; `a.`, `b:`, `@`, `_` ⇒ invalid. */
export function isValidIdentifier(name: string): boolean {
  const last = name.charAt(name.length - 1);
  if (last === '.' || last === ':') return false;
  return name.length > 1 || isLetter(name);
}

function scanIdentifier(input: string, at: number): Token {
  let end = at + 1;
  while (end < input.length && isIdentifierPart(input.charAt(end))) end++;
  const value = input.slice(at, end);
  if (!isValidIdentifier(value)) throw new FilterError(`invalid identifier "${value}"`, at);
  return { kind: 'identifier', value, at, end };
}

/** `-12.5` ⇒ number; `-`, `1.` ⇒ invalid; `1.2.3` stops before the second dot. */
function scanNumber(input: string, at: number): Token {
  let end = at + 1;
  let hadDot = false;
  while (end < input.length) {
    const char = input.charAt(end);
    if (char === '.' && !hadDot) {
      hadDot = true;
    } else if (!isDigit(char)) {
      break;
    }
    end++;
  }
  const value = input.slice(at, end);
  if (value === '-' || value.endsWith('.')) {
    throw new FilterError(`invalid number "${value}"`, at);
  }
  return { kind: 'number', value, at, end };
}

function scanOperator(input: string, at: number): Token {
  let end = at;
  while (end < input.length && OPERATOR_CHARS.has(input.charAt(end))) end++;
  const value = input.slice(at, end);
  if (!OPERATOR_TEXTS.has(value)) {
    throw new FilterError(`invalid operator "${value}"`, at);
  }
  return { kind: 'operator', value, at, end };
}

function scanJoin(input: string, at: number): Token {
  let end = at;
  while (end < input.length && JOIN_CHARS.has(input.charAt(end))) end++;
  const value = input.slice(at, end);
  if (value !== '&&' && value !== '||') throw new FilterError(`invalid join "${value}"`, at);
  return { kind: 'join', value, at, end };
}

/**
 * Scans quoted text. A backslash escapes the next character: `\"`, `\'`, `\\`, `\/`, `\b`,
 * `\f`, `\n`, `\r`, `\t` and `\uXXXX` are decoded as in JSON (so `pb.filter()` output reads
 * back exactly); any other pair such as `\%` is kept as written, for LIKE patterns.
 *
 * `"a\"b"` ⇒ `a"b`; `'it\'s'` ⇒ `it's`; `"C:\\dir\n"` ⇒ `C:\dir` + newline; `"50\%"` ⇒ `50\%`
 */
function scanText(input: string, at: number): Token {
  const quote = input.charAt(at);
  let value = '';
  let index = at + 1;
  while (index < input.length) {
    const char = input.charAt(index);
    if (char === quote) return { kind: 'text', value, at, end: index + 1 };
    if (char === '\\' && index + 1 < input.length) {
      const [decoded, length] = decodeEscape(input, index);
      value += decoded;
      index += length;
    } else {
      value += char;
      index++;
    }
  }
  throw new FilterError('unterminated quoted text', at);
}

/** Decodes the escape sequence at `index` (a backslash); returns the text and its length. */
function decodeEscape(input: string, index: number): [string, number] {
  const next = input.charAt(index + 1);
  const simple = SIMPLE_ESCAPES[next];
  if (simple !== undefined) return [simple, 2];
  if (next === 'u') {
    const hex = input.slice(index + 2, index + 6);
    if (/^[0-9a-fA-F]{4}$/.test(hex)) return [String.fromCharCode(parseInt(hex, 16)), 6];
  }
  return ['\\' + next, 2];
}
