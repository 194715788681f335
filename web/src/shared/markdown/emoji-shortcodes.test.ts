import { describe, expect, it } from 'vitest';
import {
  emojiOfHexcode,
  loadShortcodes,
  mayHoldShortcode,
  shortcodeTable,
} from './emoji-shortcodes';

describe('emoji shortcodes', () => {
  it('builds emoji from hexcodes, asking text-style ones to show as emoji', () => {
    expect(emojiOfHexcode('1F44D')).toBe('👍');
    expect(emojiOfHexcode('2764')).toBe('❤\uFE0F');
    expect(emojiOfHexcode('0023-FE0F-20E3')).toBe('#\uFE0F\u20E3');
    expect(emojiOfHexcode('1F9D1-200D-1F3A8')).toBe('🧑\u200D🎨');
  });

  it('maps every shortcode of an emoji to it', () => {
    const table = shortcodeTable({ '1F44D': ['+1', 'thumbsup'], '1F389': 'tada' });
    expect([...table]).toEqual([
      ['+1', '👍'],
      ['thumbsup', '👍'],
      ['tada', '🎉'],
    ]);
  });

  it('loads the GitHub-style names people know, from the bundled data', async () => {
    const table = await loadShortcodes();
    const codes = ['smile', '+1', 'thumbsup', 'tada', 'heart', 'joy', 'rocket'];
    expect(codes.map((code) => table.get(code))).toEqual([
      '😄',
      '👍',
      '👍',
      '🎉',
      '❤️',
      '😂',
      '🚀',
    ]);
  });

  it('loads the table only for text that may hold a shortcode', () => {
    expect(mayHoldShortcode('so :tada: much')).toBe(true);
    expect(mayHoldShortcode('at 12:30, see: this')).toBe(false);
  });
});
