import { joinSql, type Sql } from '../storage/sql.js';
import type { Dialect } from '../storage/dialect.js';
import type { Comparison, Expr, Operand } from './ast.js';
import { buildComparison, renderJoins } from './comparison.js';
import type { FieldResolver, Join, ResolvedOperand } from './field-resolver.js';
import { FilterError } from './filter-error.js';
import { compileCall } from './functions.js';
import { macroValue } from './macros.js';
import { boolOperand, NULL_OPERAND, paramOperand } from './operands.js';
import { parseCached } from './parse-cache.js';
import { fragment } from './sql-fragment.js';

/** PocketBase's `DefaultFilterExprLimit`: comparisons allowed in one expression. */
export const MAX_COMPARISONS = 200;

/** Options for one compilation. */
export interface CompileOptions {
  /** The time the date macros (`@now`, `@todayStart`…) are computed from; defaults to now. */
  now?: Date;
}

/**
 * Compiles a filter or rule expression into a boolean SQL expression. Every literal becomes a
 * parameter; identifiers are whatever the resolver says. When the resolver registered joins,
 * the expression is wrapped as
 * `EXISTS (SELECT 1 FROM (SELECT 1) AS __scope LEFT JOIN … WHERE expr AND conditions)`,
 * which is PocketBase's "LEFT JOIN + SELECT DISTINCT" evaluated per main row: every mention
 * of one joined source sees the same joined row.
 *
 * @example
 * compileFilter('title ~ "a" && author.name = @request.auth.name', resolver, dialect)
 * // EXISTS (SELECT 1 FROM (SELECT 1) AS __scope LEFT JOIN `users` AS `__j1` ON … WHERE
 * //   (`__main`.`title` LIKE ? ESCAPE '\' AND `__j1`.`name` = ?))   params: ['%a%', 'Ann']
 */
export function compileFilter(
  input: string,
  resolver: FieldResolver,
  dialect: Dialect,
  options: CompileOptions = {},
): Sql {
  const expr = compileExpression(parseCached(input), resolver, dialect, options);
  const { joins, conditions } = resolver.scope();
  return dialect.typedParams(wrapInJoinScope(expr, joins, conditions));
}

/**
 * Compiles a parsed expression without the join wrapper, for callers that put several
 * expressions into one join scope (a joined collection's list rule).
 */
export function compileExpression(
  expr: Expr,
  resolver: FieldResolver,
  dialect: Dialect,
  options: CompileOptions = {},
): Sql {
  const count = countComparisons(expr);
  if (count > MAX_COMPARISONS) {
    throw new FilterError(`too many comparisons (${count}, max ${MAX_COMPARISONS})`);
  }
  return new Compiler(resolver, dialect, options.now ?? new Date()).expr(expr);
}

/** Wraps an expression so its joins are evaluated for the current main row (see `compileFilter`). */
export function wrapInJoinScope(
  expr: Sql,
  joins: readonly Join[],
  conditions: readonly Sql[],
): Sql {
  if (joins.length === 0 && conditions.length === 0) return expr;
  const where = joinSql(
    [expr, ...conditions].map((part) => fragment`(${part})`),
    ' AND ',
  );
  return fragment`EXISTS (SELECT 1 FROM (SELECT 1) AS __scope${renderJoins(joins)} WHERE ${where})`;
}

function countComparisons(expr: Expr): number {
  if (expr.kind === 'comparison') return 1;
  return expr.items.reduce((sum, item) => sum + countComparisons(item), 0);
}

const KEYWORDS = new Map<string, (dialect: Dialect) => ResolvedOperand>([
  ['null', () => NULL_OPERAND],
  ['true', (dialect) => boolOperand(dialect, true)],
  ['false', (dialect) => boolOperand(dialect, false)],
]);

class Compiler {
  constructor(
    private readonly resolver: FieldResolver,
    private readonly dialect: Dialect,
    private readonly now: Date,
  ) {}

  expr(expr: Expr): Sql {
    if (expr.kind === 'comparison') return this.comparison(expr);
    const parts = expr.items.map((item) => this.expr(item));
    return fragment`(${joinSql(parts, expr.kind === 'and' ? ' AND ' : ' OR ')})`;
  }

  private comparison(comparison: Comparison): Sql {
    const left = this.operand(comparison.left);
    const right = this.operand(comparison.right);
    return buildComparison(left, comparison.op, right, this.dialect);
  }

  private operand(operand: Operand): ResolvedOperand {
    switch (operand.kind) {
      case 'text':
        return paramOperand(operand.value);
      case 'number':
        return paramOperand(operand.value);
      case 'call':
        return compileCall(operand, (arg) => this.operand(arg), this.dialect);
      case 'identifier':
        return this.identifier(operand.name, operand.at);
    }
  }

  /** Macros first, then the resolver; `null`/`true`/`false` only when no field has the name. */
  private identifier(name: string, at: number): ResolvedOperand {
    const macro = macroValue(name, this.now);
    if (macro !== undefined) return paramOperand(macro);
    const known = KEYWORDS.get(name.toLowerCase());
    // note: rules say `= false` a lot; asking the resolver first would fail, and build an error.
    if (known && this.resolver.hasField?.(name) === false) return known(this.dialect);
    try {
      return this.resolver.resolve(name);
    } catch (error) {
      const keyword = KEYWORDS.get(name.toLowerCase());
      if (error instanceof FilterError && keyword) return keyword(this.dialect);
      if (error instanceof FilterError && error.position === null) {
        throw new FilterError(error.message, at);
      }
      throw error;
    }
  }
}
