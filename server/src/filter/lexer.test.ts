import { describe, expect, it } from 'vitest';
import { FilterError } from './filter-error.js';
import { tokenize } from './lexer.js';

function show(input: string): string[] {
  return tokenize(input)
    .filter((token) => token.kind !== 'eof')
    .map((token) => `${token.kind}:${token.value}`);
}

function errorOf(input: string): { message: string; position: number | null } {
  try {
    tokenize(input);
  } catch (error) {
    if (error instanceof FilterError) return { message: error.message, position: error.position };
    throw error;
  }
  throw new Error(`expected ${input} to fail`);
}

describe('tokenize', () => {
  it.each([
    ['whitespace only', ' \t\n\r ', []],
    ['identifier and number', 'test 123', ['identifier:test', 'number:123']],
    ['special identifier starts', '@a #b _c', ['identifier:@a', 'identifier:#b', 'identifier:_c']],
    ['capital letters, Z included', 'Z Az aZ', ['identifier:Z', 'identifier:Az', 'identifier:aZ']],
    ['dots and modifiers', 'a.b_1:each', ['identifier:a.b_1:each']],
    ['@ and # do not continue an identifier', 'ab#c', ['identifier:ab', 'identifier:#c']],
    ['negative decimal', '-12.5', ['number:-12.5']],
    ['minus splits numbers', '12-3', ['number:12', 'number:-3']],
    ['empty texts', `"" ''`, ['text:', 'text:']],
    ['escaped same quote', `'te\\'st' "te\\"st"`, ["text:te'st", 'text:te"st']],
    ['the other quote inside', `"it's" 'say "hi"'`, ["text:it's", 'text:say "hi"']],
    ['JSON escapes as pb.filter writes them', `"a\\\\b\\n\\t\\u00e9\\/"`, ['text:a\\b\n\té/']],
    ['unknown escapes stay as written', `"50\\% \\_x"`, ['text:50\\% \\_x']],
    ['control escapes', `"\\b\\f\\r"`, ['text:\b\f\r']],
    ['hex after an unknown escape is not decoded', `"\\%beef"`, ['text:\\%beef']],
    ['\\u without four hex digits stays as written', `"\\uxyz1"`, ['text:\\uxyz1']],
    ['a backslash before the end', `"a\\\\"`, ['text:a\\']],
    ['surrogate pair escapes', `"\\ud83d\\ude00"`, ['text:😀']],
    [
      'operators',
      '= != ~ !~ > >= < <= ?= ?!= ?~ ?!~ ?> ?>= ?< ?<=',
      [
        'operator:=',
        'operator:!=',
        'operator:~',
        'operator:!~',
        'operator:>',
        'operator:>=',
        'operator:<',
        'operator:<=',
        'operator:?=',
        'operator:?!=',
        'operator:?~',
        'operator:?!~',
        'operator:?>',
        'operator:?>=',
        'operator:?<',
        'operator:?<=',
      ],
    ],
    ['joins', 'a&&b||c', ['identifier:a', 'join:&&', 'identifier:b', 'join:||', 'identifier:c']],
    [
      'punctuation',
      'f(a,b)',
      ['identifier:f', 'open:(', 'identifier:a', 'comma:,', 'identifier:b', 'close:)'],
    ],
    ['comments run to the end of the line', 'a // x = "\n b', ['identifier:a', 'identifier:b']],
    ['a comment to the end of input', 'a //', ['identifier:a']],
    ['unicode text', `"АБЦ ☃"`, ['text:АБЦ ☃']],
  ])('%s', (_name, input, expected) => {
    expect(show(input)).toEqual(expected);
  });

  it('ends with an eof token at the end of the input', () => {
    expect(tokenize('a = 1 ')).toEqual([
      { kind: 'identifier', value: 'a', at: 0, end: 1 },
      { kind: 'operator', value: '=', at: 2, end: 3 },
      { kind: 'number', value: '1', at: 4, end: 5 },
      { kind: 'eof', value: '', at: 6, end: 6 },
    ]);
  });

  it.each([
    ['lone @', '@', 'invalid identifier', 0],
    ['lone _', ' _', 'invalid identifier', 1],
    ['trailing dot', 'a.', 'invalid identifier', 0],
    ['trailing colon', 'x = a:', 'invalid identifier', 4],
    ['lone minus', '- 1', 'invalid number', 0],
    ['trailing dot number', 'a > 1.', 'invalid number', 4],
    ['unterminated text', 'a = "abc', 'unterminated quoted text', 4],
    ['escaped closing quote', `a = 'abc\\'`, 'unterminated quoted text', 4],
    ['bad operator', 'a =! b', 'invalid operator', 2],
    ['single ampersand', 'a & b', 'invalid join', 2],
    ['three pipes', 'a ||| b', 'invalid join', 2],
    ['single slash', 'a / b', 'invalid comment', 2],
    ['unexpected character', 'a = $b', 'unexpected character', 4],
    ['leading dot', '.a', 'unexpected character', 0],
    ['a second dot in a number', '1.2.3', 'unexpected character', 3],
  ])('rejects %s', (_name, input, message, position) => {
    const error = errorOf(input);
    expect(error.message).toContain(message);
    expect(error.position).toBe(position);
  });
});
