import type { Comparison, Expr, Operand, Operator } from './ast.js';
import { FilterError } from './filter-error.js';
import { tokenize, type Token } from './lexer.js';

/** fexpr allows a function call inside a call inside a call, no deeper. */
export const MAX_CALL_DEPTH = 3;
/** Parentheses deeper than this are refused so recursion can never exhaust the stack. */
export const MAX_GROUP_DEPTH = 64;

/**
 * Parses a filter expression into its syntax tree. Empty groups `()` are skipped as fexpr
 * does; an expression with nothing but whitespace, comments and empty groups is an error.
 *
 * `a = 1 && (b ?= "x" || c < 2)` ⇒ and[ a = 1, or[ b ?= "x", c < 2 ] ]
 */
export function parse(input: string): Expr {
  const tokens = tokenize(input);
  if (tokens.length === 1) throw new FilterError('empty expression', 0);
  const parser = new Parser(tokens);
  const expr = parser.parseOr(0);
  parser.expectEnd();
  if (!expr) throw new FilterError('empty expression', 0);
  return expr;
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parseOr(depth: number): Expr | null {
    return this.parseJunction('or', '||', () => this.parseAnd(depth));
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.kind !== 'eof') throw unexpected(token, 'expected && or ||');
  }

  private parseAnd(depth: number): Expr | null {
    return this.parseJunction('and', '&&', () => this.parsePrimary(depth));
  }

  private parseJunction(
    kind: 'and' | 'or',
    join: '&&' | '||',
    parseItem: () => Expr | null,
  ): Expr | null {
    const items: Expr[] = [];
    for (;;) {
      const item = parseItem();
      if (item) items.push(item);
      const token = this.peek();
      if (token.kind !== 'join' || token.value !== join) break;
      this.index++;
    }
    if (items.length <= 1) return items[0] ?? null;
    return { kind, items };
  }

  private parsePrimary(depth: number): Expr | null {
    const token = this.peek();
    if (token.kind !== 'open') return this.parseComparison();
    if (depth >= MAX_GROUP_DEPTH) throw new FilterError('too deeply nested parentheses', token.at);
    this.index++;
    if (this.peek().kind === 'close') {
      this.index++;
      return null;
    }
    const inner = this.parseOr(depth + 1);
    const close = this.next();
    if (close.kind !== 'close') throw unexpected(close, 'expected )');
    return inner;
  }

  private parseComparison(): Comparison {
    const left = this.parseOperand(0);
    const sign = this.next();
    if (sign.kind !== 'operator') throw unexpected(sign, 'expected an operator');
    const right = this.parseOperand(0);
    // note: the lexer only emits operators from OPERATORS, so the cast names a checked value.
    return { kind: 'comparison', left, op: sign.value as Operator, right, at: left.at };
  }

  private parseOperand(callDepth: number): Operand {
    const token = this.next();
    if (token.kind === 'text') return { kind: 'text', value: token.value, at: token.at };
    if (token.kind === 'number') {
      return { kind: 'number', value: Number(token.value), at: token.at };
    }
    if (token.kind !== 'identifier') {
      throw unexpected(token, 'expected an identifier, text or number');
    }
    return this.isCallStart(token)
      ? this.parseCall(token, callDepth + 1)
      : { kind: 'identifier', name: token.value, at: token.at };
  }

  /** A call is a name immediately followed by `(`; `name (` is a name and a group. */
  private isCallStart(name: Token): boolean {
    const open = this.peek();
    return open.kind === 'open' && open.at === name.end;
  }

  /** `f(a, "b", 1, g(c),)`: a trailing comma is allowed, as fexpr allows it. */
  private parseCall(name: Token, depth: number): Operand {
    if (depth > MAX_CALL_DEPTH) {
      throw new FilterError(`too deeply nested function calls (max ${MAX_CALL_DEPTH})`, name.at);
    }
    this.index++;
    const args: Operand[] = [];
    let expectComma = false;
    for (;;) {
      const token = this.peek();
      if (token.kind === 'close') break;
      if (token.kind === 'eof') throw new FilterError(`unclosed call of ${name.value}`, name.at);
      if (token.kind === 'comma') {
        if (!expectComma) throw unexpected(token, 'expected an argument');
        this.index++;
        expectComma = false;
        continue;
      }
      if (expectComma) throw unexpected(token, 'expected , or )');
      args.push(this.parseOperand(depth));
      expectComma = true;
    }
    this.index++;
    return { kind: 'call', name: name.value, args, at: name.at };
  }

  private peek(): Token {
    // note: tokenize always ends the list with an eof token and the parser never moves past it.
    return this.tokens[Math.min(this.index, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'eof') this.index++;
    return token;
  }
}

function unexpected(token: Token, expectation: string): FilterError {
  const found = token.kind === 'eof' ? 'end of expression' : JSON.stringify(token.value);
  return new FilterError(`${expectation}, found ${found}`, token.at);
}
