import { describe, expect, it } from 'vitest';
import { canonicalEmoji } from '@hearth/shared';

describe('canonicalEmoji', () => {
  it.each([
    ['a plain emoji', '👍'],
    ['a skin tone', '👍🏽'],
    ['a ZWJ family', '👩‍👩‍👧'],
    ['a ZWJ sequence with skin tones', '🧑🏽‍🚀'],
    ['a kiss with two skin tones', '👨🏻‍❤️‍💋‍👨🏼'],
    ['a rainbow flag', '🏳️‍🌈'],
    ['a country flag', '🇯🇵'],
    ['a tag sequence flag', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['a keycap', '1️⃣'],
    ['the # keycap', '#️⃣'],
    ['a qualified heart', '❤️'],
    ['an emoji of Unicode 16', '🫩'],
  ])('keeps %s', (_name, emoji) => {
    expect(canonicalEmoji(emoji)).toBe(emoji);
  });

  it.each([
    ['👍️', '👍'],
    ['😐️', '😐'],
    ['❤', '❤️'],
    ['☺', '☺️'],
  ])('turns %j into its fully-qualified form %j', (sent, stored) => {
    expect(canonicalEmoji(sent)).toBe(stored);
  });

  it.each([
    '',
    'a',
    ':)',
    '1',
    '#',
    '👍👍',
    '👍a',
    'a👍',
    ' 👍',
    '👍 ',
    '👍\u200d',
    '👍️️',
    '🇦',
    '🇦🇦',
    '<b>👍</b>',
    '&#128077;',
    '👍'.repeat(17),
  ])('refuses %j', (text) => {
    expect(canonicalEmoji(text)).toBeNull();
  });
});
