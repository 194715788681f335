/**
 * Comparison operators between text, booleans and numbers, which PostgreSQL refuses and SQLite
 * answers. The filter language compares whatever a rule names (`verified = "1"`, a JSON value
 * against a number, `@request.auth.flag = true` for a guest), so without them a valid filter
 * could fail with a type error on one engine only. Each answers as SQLite does: a text that
 * reads as a number (or as a boolean) compares as one; any other text is greater than every
 * number, so it equals none.
 */
const PAIRS: readonly { left: string; right: string; compare: string }[] = [
  { left: 'text', right: 'double precision', compare: 'hearth_cmp_text_num(a, b)' },
  { left: 'double precision', right: 'text', compare: '-hearth_cmp_text_num(b, a)' },
  { left: 'text', right: 'boolean', compare: 'hearth_cmp_text_num(a, b::integer)' },
  { left: 'boolean', right: 'text', compare: '-hearth_cmp_text_num(b, a::integer)' },
  { left: 'boolean', right: 'double precision', compare: 'sign(a::integer - b)::integer' },
  { left: 'double precision', right: 'boolean', compare: 'sign(a - b::integer)::integer' },
  { left: 'boolean', right: 'integer', compare: 'sign(a::integer - b)::integer' },
  { left: 'integer', right: 'boolean', compare: 'sign(a - b::integer)::integer' },
];

const OPERATORS: readonly { symbol: string; name: string; test: string }[] = [
  { symbol: '=', name: 'eq', test: '= 0' },
  { symbol: '<>', name: 'ne', test: '<> 0' },
  { symbol: '<', name: 'lt', test: '< 0' },
  { symbol: '<=', name: 'le', test: '<= 0' },
  { symbol: '>', name: 'gt', test: '> 0' },
  { symbol: '>=', name: 'ge', test: '>= 0' },
];

const BASE = String.raw`
CREATE OR REPLACE FUNCTION hearth_text_as_number(input text) RETURNS double precision
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN input ~ '^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$' THEN input::double precision
    WHEN lower(input) = 'true' THEN 1
    WHEN lower(input) = 'false' THEN 0
  END
$fn$;

CREATE OR REPLACE FUNCTION hearth_cmp_text_num(a text, b double precision) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT coalesce(sign(hearth_text_as_number(a) - b)::integer, 1)
$fn$;
`;

function slug(type: string): string {
  return type
    .replace(' precision', '')
    .replace('double', 'num')
    .replace('integer', 'int')
    .replace('boolean', 'bool');
}

function pairSql(pair: (typeof PAIRS)[number]): string {
  const name = `${slug(pair.left)}_${slug(pair.right)}`;
  const functions = OPERATORS.map(
    (
      op,
    ) => `CREATE OR REPLACE FUNCTION hearth_${op.name}_${name}(a ${pair.left}, b ${pair.right}) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$ SELECT (${pair.compare}) ${op.test} $fn$;`,
  ).join('\n');
  const operators = OPERATORS.map(
    (op) => `IF NOT EXISTS (SELECT 1 FROM pg_operator
      WHERE oprname = '${op.symbol}' AND oprleft = '${pair.left}'::regtype AND oprright = '${pair.right}'::regtype) THEN
    CREATE OPERATOR ${op.symbol} (LEFTARG = ${pair.left}, RIGHTARG = ${pair.right}, FUNCTION = hearth_${op.name}_${name});
  END IF;`,
  ).join('\n  ');
  return `${functions}\nDO $do$ BEGIN\n  ${operators}\nEND $do$;`;
}

/** The SQL that installs the operators (idempotent). */
export const POSTGRES_COMPARISONS = [BASE, ...PAIRS.map(pairSql)].join('\n');
