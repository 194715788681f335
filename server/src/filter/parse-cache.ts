import type { Expr } from './ast.js';
import { parse } from './parser.js';
import { LruCache } from '../lib/lru-cache.js';

/** How many parsed expressions are kept; rules repeat on every request, filters less so. */
export const PARSE_CACHE_SIZE = 500;

const cache = new LruCache<string, Expr>(PARSE_CACHE_SIZE);

/**
 * Parses an expression, reusing the tree of an earlier parse of the same text. Trees are
 * never mutated after parsing, so sharing them is safe. Errors are not cached.
 */
export function parseCached(input: string): Expr {
  const cached = cache.get(input);
  if (cached) return cached;
  const expr = parse(input);
  cache.set(input, expr);
  return expr;
}
