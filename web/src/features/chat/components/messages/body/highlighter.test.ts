import { describe, expect, it } from 'vitest';
import type { CodeToken } from './highlighter';
import { highlight } from './highlighter';

function flatten(tokens: readonly CodeToken[]): string {
  return tokens
    .map((token) => (typeof token === 'string' ? token : flatten(token.children)))
    .join('');
}

function classesOf(tokens: readonly CodeToken[]): string[] {
  return tokens.flatMap((token) =>
    typeof token === 'string' ? [] : [token.className, ...classesOf(token.children)],
  );
}

describe('highlight', () => {
  it('marks up the code by its language or alias, keeping every character', () => {
    const code = 'const a = "<b>"; // note';
    const tokens = highlight(code, 'ts');
    expect(flatten(tokens)).toBe(code);
    expect(tokens[0]).toEqual({ className: 'hljs-keyword', children: ['const'] });
    expect(classesOf(tokens)).toEqual(['hljs-keyword', 'hljs-string', 'hljs-comment']);
  });

  it('guesses the language when none is given', () => {
    expect(classesOf(highlight('def f(x):\n    return None', ''))).toContain('hljs-keyword');
  });

  it('leaves code of a language it does not know plain', () => {
    expect(highlight('main = putStrLn "hi"', 'haskell')).toEqual(['main = putStrLn "hi"']);
  });
});
