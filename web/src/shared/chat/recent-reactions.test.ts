import { describe, expect, it } from 'vitest';
import { CHAT_STORAGE_KEYS } from './chat-storage-keys';
import { DEFAULT_REACTIONS, quickReactions, recentReactions, withRecent } from './recent-reactions';

describe('recent reactions', () => {
  it('puts the newest first, once, and keeps at most 24', () => {
    expect(withRecent(['😂', '👍', '🎉'], '👍')).toEqual(['👍', '😂', '🎉']);
    const many = Array.from({ length: 30 }, (_, at) => String.fromCodePoint(0x1f600 + at));
    expect(withRecent(many, '✅')).toHaveLength(24);
    expect(withRecent(many, '✅')[0]).toBe('✅');
  });

  it('tops the quick row up with the defaults, recent ones first', () => {
    expect(quickReactions([])).toEqual(DEFAULT_REACTIONS);
    expect(quickReactions(['🎉', '👍'])).toEqual(['🎉', '👍', '❤️', '😂', '😮', '😢']);
  });

  it('keeps each user’s list in this browser, apart from others’', () => {
    recentReactions.remember('ann', '🎉');
    recentReactions.remember('ann', '👍');
    expect(recentReactions.get('ann')).toEqual(['👍', '🎉']);
    expect(recentReactions.get('bob')).toEqual([]);
    expect(
      JSON.parse(localStorage.getItem(CHAT_STORAGE_KEYS.recentReactions('ann')) ?? ''),
    ).toEqual(['👍', '🎉']);
  });
});
