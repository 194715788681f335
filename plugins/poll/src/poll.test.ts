import { describe, expect, it } from 'vitest';
import { checkPoll, parsePollCommand, POLL_LIMITS, readPoll } from './poll.js';
import { TEXTS } from './texts.js';

describe('parsePollCommand', () => {
  it.each([
    ['Lunch? | Pizza | Sushi', { question: 'Lunch?', options: ['Pizza', 'Sushi'] }],
    ['  Lunch?|Pizza|  Sushi  ', { question: 'Lunch?', options: ['Pizza', 'Sushi'] }],
    ['Lunch? | Pizza | | Sushi |', { question: 'Lunch?', options: ['Pizza', 'Sushi'] }],
    ['午饭？| 饺子 | 面条', { question: '午饭？', options: ['饺子', '面条'] }],
  ])('reads %j', (args, poll) => {
    expect(parsePollCommand(args)).toEqual(poll);
  });

  it.each([
    ['', 'nothing'],
    ['Lunch?', 'no options'],
    ['Lunch? | Pizza', 'one option'],
    [' | Pizza | Sushi', 'no question'],
    ['Lunch? | Pizza | pizza', 'the same option twice'],
    [`Lunch? | ${Array.from({ length: 11 }, (_, i) => `o${i}`).join(' | ')}`, 'eleven options'],
    [`Lunch? | Pizza | ${'x'.repeat(POLL_LIMITS.optionMaxChars + 1)}`, 'a long option'],
    [`${'q'.repeat(POLL_LIMITS.questionMaxChars + 1)} | a | b`, 'a long question'],
  ])('refuses %j (%s)', (args) => {
    expect(parsePollCommand(args)).toBeNull();
  });

  it('takes ten options', () => {
    const options = Array.from({ length: 10 }, (_, i) => `o${i}`);
    expect(parsePollCommand(`Q | ${options.join(' | ')}`)?.options).toEqual(options);
  });
});

describe('readPoll', () => {
  it('reads a poll payload', () => {
    const poll = { question: 'Lunch?', options: ['Pizza', 'Sushi'] };
    expect(readPoll(poll)).toEqual(poll);
  });

  it.each([
    null,
    'poll',
    [],
    { question: 1, options: ['a', 'b'] },
    { question: 'Q', options: 'a|b' },
    { question: 'Q', options: ['a', 2] },
  ])('refuses %j', (payload) => {
    expect(readPoll(payload)).toBeNull();
  });
});

describe('the fallback text', () => {
  it('names the question and the options', () => {
    const poll = { question: 'Lunch?', options: ['Pizza', 'Sushi'] };
    expect(TEXTS.en.fallback(poll)).toBe(
      "📊 Poll: Lunch? — Pizza / Sushi (open Hearth's poll plugin to vote)",
    );
  });

  it('fits the longest poll in 1000 characters, in every language', () => {
    const poll = checkPoll({
      question: 'q'.repeat(POLL_LIMITS.questionMaxChars),
      options: Array.from({ length: POLL_LIMITS.maxOptions }, (_, i) =>
        `${i}`.padEnd(POLL_LIMITS.optionMaxChars, 'o'),
      ),
    });
    expect(poll).not.toBeNull();
    for (const texts of Object.values(TEXTS)) {
      expect(texts.fallback(poll ?? { question: '', options: [] }).length).toBeLessThanOrEqual(
        1000,
      );
    }
  });
});
