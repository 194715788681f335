import type { StateEntry } from '@hearth/plugin-sdk';
import { describe, expect, it } from 'vitest';
import { percentOf, tally } from './tally.js';

const POLL = { question: 'Lunch?', options: ['Pizza', 'Sushi', 'Salad'] };

const vote = (owner: string, value: unknown, mine = false): StateEntry => ({
  key: 'vote',
  value,
  owner,
  mine,
  updatedBy: owner,
  updated: '2026-01-01 00:00:00.000Z',
});

describe('tally', () => {
  it('counts one vote per member, by option, and finds the user’s own', () => {
    const result = tally(POLL, [vote('ann', 0), vote('bob', 1, true), vote('cai', 0)]);
    expect(result.voters).toEqual([
      [
        { id: 'ann', mine: false },
        { id: 'cai', mine: false },
      ],
      [{ id: 'bob', mine: true }],
      [],
    ]);
    expect(result.total).toBe(3);
    expect(result.mine).toBe(1);
  });

  it('counts the user’s own vote before the app stored it (no owner yet)', () => {
    expect(tally(POLL, [vote('', 2, true)])).toMatchObject({ total: 1, mine: 2 });
  });

  it('leaves out what is not a vote', () => {
    const entries = [
      vote('ann', 3),
      vote('bob', -1),
      vote('cai', 1.5),
      vote('dan', '1'),
      vote('', 0),
      { ...vote('eve', 0), key: 'note' },
    ];
    expect(tally(POLL, entries)).toEqual({ voters: [[], [], []], total: 0, mine: null });
  });
});

describe('percentOf', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
  ])('%i of %i is %i%%', (count, total, percent) => {
    expect(percentOf(count, total)).toBe(percent);
  });
});
