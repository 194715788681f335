import { joinSql, type Sql } from '../storage/sql.js';
import type { Dialect } from '../storage/dialect.js';
import { isAnyOperator, type Operator } from './ast.js';
import type { Join, MultiValues, NullFallback, ResolvedOperand } from './field-resolver.js';
import { escapeLikeValue } from './like-pattern.js';
import { isEmptyOperand, isKnownNonEmpty } from './operands.js';
import { applyBinary, applyUnary, fragment, raw } from './sql-fragment.js';

/**
 * Builds the SQL for `left op right` with PocketBase's semantics: `=`/`!=` treat NULL and `''`
 * alike (unless an operand disables it), `~` wraps a literal in `%…%`, and a plain operator
 * on a multi-valued operand must hold for every value (see `withMatchAll`).
 */
export function buildComparison(
  left: ResolvedOperand,
  op: Operator,
  right: ResolvedOperand,
  dialect: Dialect,
): Sql {
  let expr = baseComparison(left, op, right, dialect);
  if (!isAnyOperator(op)) expr = withMatchAll(expr, left, op, right, dialect);
  if (left.wrap) expr = left.wrap(expr);
  if (right.wrap) expr = right.wrap(expr);
  return expr;
}

function baseComparison(
  left: ResolvedOperand,
  op: Operator,
  right: ResolvedOperand,
  dialect: Dialect,
): Sql {
  switch (op) {
    case '=':
    case '?=':
      return buildEquality(true, left, right, dialect);
    case '!=':
    case '?!=':
      return buildEquality(false, left, right, dialect);
    case '~':
    case '?~':
      return applyBinary((l, r) => dialect.like(l, r), left.sql, likePattern(right));
    case '!~':
    case '?!~':
      return fragment`NOT (${applyBinary((l, r) => dialect.like(l, r), left.sql, likePattern(right))})`;
    case '<':
    case '?<':
      return fragment`${left.sql} < ${right.sql}`;
    case '<=':
    case '?<=':
      return fragment`${left.sql} <= ${right.sql}`;
    case '>':
    case '?>':
      return fragment`${left.sql} > ${right.sql}`;
    case '>=':
    case '?>=':
      return fragment`${left.sql} >= ${right.sql}`;
  }
}

/**
 * A column pattern becomes `'%' || col || '%'`; bound values are wrapped and escaped unless
 * they already hold an unescaped `%` (then they are the caller's own pattern).
 */
function likePattern(right: ResolvedOperand): Sql {
  if (right.sql.params.length === 0) return fragment`('%' || ${right.sql} || '%')`;
  return { text: right.sql.text, params: right.sql.params.map((value) => escapeLikeValue(value)) };
}

/**
 * `=` (`equal`) or `!=` with PocketBase's null/empty rules, written to avoid COALESCE where it
 * can (a direct comparison can use an index):
 *
 *   a = 'x' ⇒ a = ?            a = '' ⇒ (a = '' OR a IS NULL)
 *   a != '' ⇒ (a IS NOT '' AND a IS NOT NULL)    a = b ⇒ COALESCE(a, '') = COALESCE(b, '')
 */
export function buildEquality(
  equal: boolean,
  left: ResolvedOperand,
  right: ResolvedOperand,
  dialect: Dialect,
): Sql {
  const compare = (a: Sql, b: Sql) =>
    equal ? fragment`${a} = ${b}` : applyBinary((l, r) => dialect.nullSafeNotEqual(l, r), a, b);
  if (left.nullFallback === 'disabled' || right.nullFallback === 'disabled') {
    const render = (l: string, r: string) =>
      equal ? dialect.nullSafeEqual(l, r) : dialect.nullSafeNotEqual(l, r);
    return applyBinary(render, left.sql, right.sql);
  }
  const isLeftEmpty = isEmptyOperand(left);
  const isRightEmpty = isEmptyOperand(right);
  if (isLeftEmpty && isRightEmpty) return raw(equal ? '(1=1)' : '(1=0)');
  const emptyText = raw(dialect.emptyText);
  if (isKnownNonEmpty(left) || isKnownNonEmpty(right)) {
    return compare(isLeftEmpty ? emptyText : left.sql, isRightEmpty ? emptyText : right.sql);
  }
  if (isLeftEmpty || isRightEmpty) {
    const value = isLeftEmpty ? right.sql : left.sql;
    const empty = isLeftEmpty ? compare(emptyText, value) : compare(value, emptyText);
    return equal
      ? fragment`(${empty} OR ${value} IS NULL)`
      : fragment`(${empty} AND ${value} IS NOT NULL)`;
  }
  const coalesce = (value: Sql) => applyUnary((text) => dialect.coalesceText(text), value);
  return compare(coalesce(left.sql), coalesce(right.sql));
}

/**
 * PocketBase's match-all rule: `expr` (true for the joined row) AND no value of the multi-valued
 * operand(s) violates the comparison. With no values at all, the sources yield one NULL row,
 * so the result is what the comparison gives for NULL (`rel.x != "a"` holds, `rel.x = "a"`
 * does not), exactly as in PocketBase since v0.24.
 */
function withMatchAll(
  expr: Sql,
  left: ResolvedOperand,
  op: Operator,
  right: ResolvedOperand,
  dialect: Dialect,
): Sql {
  let violation: Sql | null = null;
  if (left.multi && right.multi) {
    violation = notExists(
      [...left.multi.joins, ...right.multi.joins],
      baseComparison(
        valueOf(left.multi, left.nullFallback),
        op,
        valueOf(right.multi, right.nullFallback),
        dialect,
      ),
    );
  } else if (left.multi) {
    const value = valueOf(left.multi, left.nullFallback);
    violation = notExists(left.multi.joins, baseComparison(value, op, plain(right), dialect));
  } else if (right.multi) {
    const value = valueOf(right.multi, right.nullFallback);
    violation = notExists(right.multi.joins, baseComparison(plain(left), op, value, dialect));
  }
  return violation ? fragment`((${expr}) AND (${violation}))` : expr;
}

function valueOf(multi: MultiValues, nullFallback: NullFallback | undefined): ResolvedOperand {
  return nullFallback ? { sql: multi.value, nullFallback } : { sql: multi.value };
}

// PB compat: inside the violation subquery the single-valued side keeps only its SQL (and
// whether it is a keyword); its null fallback and wrappers do not apply there.
function plain(operand: ResolvedOperand): ResolvedOperand {
  return operand.literal ? { sql: operand.sql, literal: operand.literal } : { sql: operand.sql };
}

function notExists(joins: readonly Join[], comparison: Sql): Sql {
  return fragment`NOT EXISTS (SELECT 1 FROM (SELECT 1) AS __mm${renderJoins(joins)} WHERE NOT (${comparison}))`;
}

/** ` LEFT JOIN item ON cond` for each join, in order (with a leading space when any). */
export function renderJoins(joins: readonly Join[]): Sql {
  return joinSql(
    joins.map((join) => fragment` LEFT JOIN ${join.item} ON ${join.on ?? raw('1=1')}`),
    '',
  );
}
