import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight-parts';

const shown = (text: string, highlights: number[][]) =>
  highlightParts(text, highlights)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');

describe('highlightParts', () => {
  it('marks the matched ranges of a short text', () => {
    expect(
      shown('Lunch at noon, lunch again', [
        [0, 5],
        [15, 20],
      ]),
    ).toBe('[Lunch] at noon, [lunch] again');
    expect(shown('東京で会いましょう', [[0, 2]])).toBe('[東京]で会いましょう');
  });

  it('joins overlapping ranges, keeps them to the text and ignores broken ones', () => {
    expect(
      shown('abcdef', [
        [3, 5],
        [0, 2],
        [1, 3],
        [4, 99],
        [5, 2],
        [-3, 0],
      ]),
    ).toBe('[abcdef]');
  });

  it('starts a long text a little before its first match, and says what was left out', () => {
    const text = `${'word '.repeat(40)}needle ${'tail '.repeat(80)}`;
    const start = text.indexOf('needle');
    const parts = highlightParts(text, [[start, start + 6]]);
    expect(parts[0]).toEqual({ text: '…', marked: false });
    expect(parts[1]?.text.startsWith('word ')).toBe(true);
    expect(parts[1]?.text.length).toBeLessThanOrEqual(40);
    expect(parts[2]).toEqual({ text: 'needle', marked: true });
    expect(parts.at(-1)).toEqual({ text: '…', marked: false });
  });

  it('never cuts a character in two', () => {
    const text = `${'😀'.repeat(30)}x${'😀'.repeat(200)}`;
    const at = text.indexOf('x');
    const joined = highlightParts(text, [[at, at + 1]])
      .map((part) => part.text)
      .join('');
    expect(joined).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
  });
});
