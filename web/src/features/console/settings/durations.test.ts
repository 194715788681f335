import { describe, expect, it } from 'vitest';
import { toHumanDuration, toSeconds } from './durations';
import { tokenPatch } from './token-durations';
import type { TokenDurations } from './token-durations';

describe('durations', () => {
  it('shows seconds in the largest unit that holds them exactly', () => {
    expect(toHumanDuration(1_209_600)).toEqual({ amount: 14, unit: 'days' });
    expect(toHumanDuration(7_200)).toEqual({ amount: 2, unit: 'hours' });
    expect(toHumanDuration(1_800)).toEqual({ amount: 30, unit: 'minutes' });
    expect(toHumanDuration(90)).toEqual({ amount: 90, unit: 'seconds' });
    expect(toHumanDuration(0)).toEqual({ amount: 0, unit: 'seconds' });
  });

  it('turns a human duration back into seconds', () => {
    expect(toSeconds({ amount: 14, unit: 'days' })).toBe(1_209_600);
    expect(toSeconds({ amount: 1.5, unit: 'hours' })).toBe(5_400);
    expect(toSeconds({ amount: 45, unit: 'minutes' })).toBe(2_700);
  });

  it('sends only the lifetimes whose length changed, without secrets', () => {
    const loaded: TokenDurations = {
      authToken: { amount: 14, unit: 'days' },
      passwordResetToken: { amount: 30, unit: 'minutes' },
      emailChangeToken: { amount: 30, unit: 'minutes' },
      verificationToken: { amount: 3, unit: 'days' },
      fileToken: { amount: 2, unit: 'minutes' },
    };
    const sameLength = { ...loaded, authToken: { amount: 336, unit: 'hours' as const } };
    expect(tokenPatch(loaded, sameLength)).toBeNull();
    const longer = { ...loaded, fileToken: { amount: 1, unit: 'hours' as const } };
    expect(tokenPatch(loaded, longer)).toEqual({ fileToken: { duration: 3_600 } });
  });
});
