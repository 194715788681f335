import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

describe('AttemptLimiter', () => {
  it('allows the budget per window and key, then refuses until the window ends', () => {
    let now = 0;
    const limiter = new AttemptLimiter(5, 180_000, () => now);
    const results = Array.from({ length: 7 }, () => limiter.hit('r1'));
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(limiter.hit('r2')).toBe(true);
    now = 179_999;
    expect(limiter.hit('r1')).toBe(false);
    now = 180_000;
    expect(limiter.hit('r1')).toBe(true);
  });
});
