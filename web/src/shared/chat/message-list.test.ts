import { describe, expect, it } from 'vitest';
import { mergeMessages } from './message-list';
import { messageRecord } from './test-records';

describe('mergeMessages', () => {
  it('keeps one entry per id, ordered by seq', () => {
    const merged = mergeMessages(
      [messageRecord('a', 3, 'ann'), messageRecord('a', 1, 'ann')],
      [messageRecord('a', 2, 'bob'), messageRecord('a', 3, 'ann')],
    );
    expect(merged.map((record) => record.seq)).toEqual([1, 2, 3]);
  });

  it('keeps the later version when an older copy arrives after an edit', () => {
    const edited = messageRecord('a', 1, 'ann', {
      text: 'edited',
      updated: '2024-05-02 00:00:00.000Z',
    });
    const merged = mergeMessages([edited], [messageRecord('a', 1, 'ann')]);
    expect(merged[0]?.text).toBe('edited');
    expect(mergeMessages([messageRecord('a', 1, 'ann')], [edited])[0]?.text).toBe('edited');
  });
});
