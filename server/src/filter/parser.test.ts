import { describe, expect, it } from 'vitest';
import type { Expr, Operand } from './ast.js';
import { FilterError } from './filter-error.js';
import { parseCached } from './parse-cache.js';
import { parse } from './parser.js';

function showOperand(operand: Operand): string {
  switch (operand.kind) {
    case 'identifier':
      return operand.name;
    case 'text':
      return JSON.stringify(operand.value);
    case 'number':
      return String(operand.value);
    case 'call':
      return `${operand.name}(${operand.args.map(showOperand).join(', ')})`;
  }
}

function show(expr: Expr): string {
  if (expr.kind === 'comparison') {
    return `${showOperand(expr.left)} ${expr.op} ${showOperand(expr.right)}`;
  }
  return `${expr.kind}[${expr.items.map(show).join('; ')}]`;
}

function errorOf(input: string): { message: string; position: number | null } {
  try {
    parse(input);
  } catch (error) {
    if (error instanceof FilterError) return { message: error.message, position: error.position };
    throw error;
  }
  throw new Error(`expected ${input} to fail`);
}

describe('parse', () => {
  it.each([
    ['a comparison', 'id > 1', 'id > 1'],
    ['text on the left', `"a" = b`, '"a" = b'],
    ['no spaces', 'a?!=-2', 'a ?!= -2'],
    ['&& binds tighter than ||', 'a=1 || b=2 && c=3', 'or[a = 1; and[b = 2; c = 3]]'],
    ['groups', '(a=1 || b=2) && c=3', 'and[or[a = 1; b = 2]; c = 3]'],
    ['nested groups', '((a=1))', 'a = 1'],
    ['chains stay flat', 'a=1 && b=2 && c=3', 'and[a = 1; b = 2; c = 3]'],
    ['empty groups are skipped', '() && a=1 || ()', 'a = 1'],
    ['comments and newlines', 'a=1 // first\n&& b=2 // second', 'and[a = 1; b = 2]'],
    [
      'a function call',
      'geoDistance(a.lon, a.lat, 1, -2.5) < 10',
      'geoDistance(a.lon, a.lat, 1, -2.5) < 10',
    ],
    [
      'call arguments of every kind',
      `strftime('%Y', created, 'start of day',) = "2024"`,
      'strftime("%Y", created, "start of day") = "2024"',
    ],
    ['an empty call', 'f() = 1', 'f() = 1'],
    ['nested calls up to three levels', 'f(g(h(1))) = 1', 'f(g(h(1))) = 1'],
    ['comments inside a call', 'f(a, // x\n b) = 1', 'f(a, b) = 1'],
    [
      'macros and keywords are identifiers',
      '@now > created && x = null',
      'and[@now > created; x = null]',
    ],
  ])('%s', (_name, input, expected) => {
    expect(show(parse(input))).toBe(expected);
  });

  it('records operand positions', () => {
    const expr = parse('a = 1 &&  "b" ?= c');
    expect(expr).toMatchObject({
      kind: 'and',
      items: [
        { left: { at: 0 }, right: { at: 4 } },
        { left: { at: 10 }, right: { at: 17 }, op: '?=' },
      ],
    });
  });

  it.each([
    ['empty', '', 'empty expression', 0],
    ['only a comment', '// nothing', 'empty expression', 0],
    ['only empty groups', '( ) && ()', 'empty expression', 0],
    ['a missing operator', 'a b', 'expected an operator, found "b"', 2],
    [
      'a missing right operand',
      'a =',
      'expected an identifier, text or number, found end of expression',
      3,
    ],
    ['a dangling join', 'a = 1 &&', 'expected an identifier, text or number', 8],
    ['a leading join', '|| a = 1', 'expected an identifier, text or number', 0],
    ['two operators', 'a = = 1', 'expected an identifier, text or number', 4],
    ['a missing join', 'a = 1 b = 2', 'expected && or ||', 6],
    ['a quoted join is text', 'a = 1 "&&" b = 2', 'expected && or ||, found "&&"', 6],
    ['a quoted or is text', "a = 1 '||' b = 2", 'expected && or ||, found "||"', 6],
    ['an unclosed group', '(a = 1', 'expected )', 6],
    ['an extra closing parenthesis', 'a = 1)', 'expected && or ||', 5],
    ['a group as operand', 'a = (b)', 'expected an identifier, text or number', 4],
    ['a space before the call parenthesis', 'f (1) = 1', 'expected an operator', 2],
    ['a comma outside a call', 'a = 1, b = 2', 'expected && or ||', 5],
    ['a leading comma in a call', 'f(,a) = 1', 'expected an argument', 2],
    ['two arguments without a comma', 'f(a b) = 1', 'expected , or )', 4],
    ['an unclosed call', 'f(a', 'unclosed call of f', 0],
    ['four nested calls', 'f(g(h(i(1)))) = 1', 'too deeply nested function calls', 6],
    ['a group inside a call', 'f((a)) = 1', 'expected an identifier, text or number', 2],
    [
      'too deep parentheses',
      '('.repeat(70) + 'a=1' + ')'.repeat(70),
      'too deeply nested parentheses',
      64,
    ],
  ])('rejects %s', (_name, input, message, position) => {
    const error = errorOf(input);
    expect(error.message).toContain(message);
    expect(error.position).toBe(position);
  });
});

describe('parseCached', () => {
  it('parses a text once and shares the tree', () => {
    const first = parseCached('cached = 1 && twice = 2');
    expect(show(first)).toBe('and[cached = 1; twice = 2]');
    expect(parseCached('cached = 1 && twice = 2')).toBe(first);
    expect(parseCached('cached = 1 && twice = 3')).not.toBe(first);
  });

  it('does not cache errors', () => {
    expect(() => parseCached('a =')).toThrow(FilterError);
    expect(() => parseCached('a =')).toThrow(FilterError);
  });
});
