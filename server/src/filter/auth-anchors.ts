import type { Expr, Operand } from './ast.js';
import { parseCached } from './parse-cache.js';

const AUTH_ID = '@request.auth.id';

/**
 * The field paths a rule pins to the requester's id at its top level: for
 * `a && chat.members.user ?= @request.auth.id`, `chat.members.user`. Whoever passes the rule
 * has an id among that path's values for the record, so code that asks "who may see this
 * record?" can start from those values instead of from everyone (realtime's fan-out).
 * Only `=` and `?=` conjuncts of the whole expression count; an `||` at the top means none.
 *
 * @example
 * authAnchors('@request.auth.id != "" && author = @request.auth.id') // ['author']
 */
export function authAnchors(rule: string): string[] {
  if (rule.trim() === '') return [];
  const expr = parseCached(rule);
  return conjuncts(expr).flatMap((item) => {
    if (item.kind !== 'comparison' || (item.op !== '=' && item.op !== '?=')) return [];
    const path = anchoredPath(item.left, item.right) ?? anchoredPath(item.right, item.left);
    return path ? [path] : [];
  });
}

function conjuncts(expr: Expr): Expr[] {
  if (expr.kind !== 'and') return [expr];
  return expr.items.flatMap(conjuncts);
}

function anchoredPath(field: Operand, other: Operand): string | null {
  if (other.kind !== 'identifier' || other.name !== AUTH_ID) return null;
  if (field.kind !== 'identifier' || field.name.startsWith('@') || field.name.includes(':')) {
    return null;
  }
  return field.name;
}
