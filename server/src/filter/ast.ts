/** A comparison operator; the `?` forms mean "any value matches" on multi-valued operands. */
export type Operator =
  | '='
  | '!='
  | '~'
  | '!~'
  | '<'
  | '<='
  | '>'
  | '>='
  | '?='
  | '?!='
  | '?~'
  | '?!~'
  | '?<'
  | '?<='
  | '?>'
  | '?>=';

/** Every operator, for the lexer's validity check. */
export const OPERATORS: readonly Operator[] = [
  '=',
  '!=',
  '~',
  '!~',
  '<',
  '<=',
  '>',
  '>=',
  '?=',
  '?!=',
  '?~',
  '?!~',
  '?<',
  '?<=',
  '?>',
  '?>=',
];

/**
 * One side of a comparison. `at` is the 0-based offset of its first character in the
 * expression text, for error messages.
 */
export type Operand =
  | { kind: 'identifier'; name: string; at: number }
  | { kind: 'text'; value: string; at: number }
  | { kind: 'number'; value: number; at: number }
  | { kind: 'call'; name: string; args: Operand[]; at: number };

/** `left op right`. */
export interface Comparison {
  kind: 'comparison';
  left: Operand;
  op: Operator;
  right: Operand;
  at: number;
}

/** Two or more expressions joined by `&&` (`and`) or `||` (`or`). */
export interface Junction {
  kind: 'and' | 'or';
  items: Expr[];
}

/** A parsed filter expression. `&&` binds tighter than `||`, as in SQL. */
export type Expr = Comparison | Junction;

/** Tells whether an operator is one of the `?` "any of" forms. */
export function isAnyOperator(op: Operator): boolean {
  return op.startsWith('?');
}
