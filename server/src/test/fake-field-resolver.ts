import type { FieldResolver, Join, ResolvedOperand } from '../filter/field-resolver.js';
import { FilterError } from '../filter/filter-error.js';
import { paramOperand } from '../filter/operands.js';
import { fragment, raw } from '../filter/sql-fragment.js';
import type { Sql } from '../storage/sql.js';

/**
 * Plain columns a, b; multi-valued m, n; JSON-like j (no coalescing); s (never a known value);
 * w (wrapped); constants p ('P') and e (''); r needs a join. For the filter engine's unit tests.
 */
export class FakeResolver implements FieldResolver {
  private readonly joins: Join[] = [];

  resolve(name: string): ResolvedOperand {
    switch (name) {
      case 'a':
      case 'b':
        return { sql: raw(name) };
      case 'm':
      case 'n':
        return {
          sql: raw(`${name}.v`),
          multi: {
            joins: [{ item: raw(`json_each(${name}) AS ${name}x`), on: null }],
            value: raw(`${name}x.value`),
          },
        };
      case 'j':
        return { sql: raw('json(j)'), nullFallback: 'disabled' };
      case 's':
        return { sql: raw('s'), nullFallback: 'enforced' };
      case 'w':
        return { sql: raw('w'), wrap: (comparison) => fragment`(${comparison} AND visible)` };
      case 'p':
        return paramOperand('P');
      case 'e':
        return paramOperand('');
      case 'r':
        this.joins.push({ item: raw('rel AS r'), on: fragment`r.id = ${paramOperand('R').sql}` });
        return { sql: raw('r.name') };
      default:
        throw new FilterError(`unknown field "${name}"`);
    }
  }

  scope(): { joins: readonly Join[]; conditions: readonly Sql[] } {
    return { joins: this.joins, conditions: [] };
  }
}
