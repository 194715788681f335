import type { Dialect } from '../storage/dialect.js';
import type { Operand } from './ast.js';
import type { ResolvedOperand } from './field-resolver.js';
import { FilterError } from './filter-error.js';

/** strftime takes the format, a time value and up to 8 modifiers (PocketBase's limit). */
export const MAX_STRFTIME_ARGS = 10;

type CallOperand = Extract<Operand, { kind: 'call' }>;
type ResolveArg = (arg: Operand) => ResolvedOperand;

/**
 * Compiles a function call: `geoDistance(lonA, latA, lonB, latB)` (km, never multi-valued) or
 * `strftime(format, [timeValue, modifiers…])` (NULL-normalised; match-all applies when the time
 * value is multi-valued).
 */
export function compileCall(
  call: CallOperand,
  resolveArg: ResolveArg,
  dialect: Dialect,
): ResolvedOperand {
  switch (call.name) {
    case 'geoDistance':
      return geoDistance(call, resolveArg, dialect);
    case 'strftime':
      return strftime(call, resolveArg, dialect);
    default:
      throw new FilterError(`unknown function ${call.name}`, call.at);
  }
}

function geoDistance(call: CallOperand, resolveArg: ResolveArg, dialect: Dialect): ResolvedOperand {
  if (call.args.length !== 4) {
    throw new FilterError(`geoDistance expects 4 arguments, got ${call.args.length}`, call.at);
  }
  const [lonA, latA, lonB, latB] = call.args.map((arg) => {
    if (arg.kind !== 'identifier' && arg.kind !== 'number') {
      throw new FilterError('geoDistance arguments must be identifiers or numbers', arg.at);
    }
    return resolveArg(arg).sql;
  });
  if (!lonA || !latA || !lonB || !latB) {
    throw new FilterError(`geoDistance expects 4 arguments, got ${call.args.length}`, call.at);
  }
  // PB compat: like a plain SQL function, geoDistance does not apply match-all to
  // multi-valued arguments; any joined row may satisfy the comparison.
  return { sql: dialect.geoDistance(lonA, latA, lonB, latB), nullFallback: 'disabled' };
}

function strftime(call: CallOperand, resolveArg: ResolveArg, dialect: Dialect): ResolvedOperand {
  const [format, timeArg, ...modifierArgs] = call.args;
  if (!format) throw new FilterError('strftime expects a format argument', call.at);
  if (call.args.length > MAX_STRFTIME_ARGS) {
    throw new FilterError(`strftime takes at most ${MAX_STRFTIME_ARGS} arguments`, call.at);
  }
  if (format.kind !== 'text') throw new FilterError('strftime format must be text', format.at);
  if (!timeArg) {
    return { sql: dialect.strftime(format.value, null, []), nullFallback: 'enforced' };
  }
  if (timeArg.kind === 'call') throw new FilterError('invalid strftime time value', timeArg.at);
  const modifiers = modifierArgs.map((arg) => {
    if (arg.kind !== 'text') throw new FilterError('strftime modifiers must be text', arg.at);
    return arg.value;
  });
  const time = resolveArg(timeArg);
  const result: ResolvedOperand = {
    sql: dialect.strftime(format.value, time.sql, modifiers),
    nullFallback: 'enforced',
  };
  if (time.constant) result.constant = true;
  if (time.multi) {
    result.multi = {
      joins: time.multi.joins,
      value: dialect.strftime(format.value, time.multi.value, modifiers),
    };
  }
  return result;
}
