import { describe, expect, it } from 'vitest';
import { ALPHANUMERIC_LOWER, newRecordId, randomDigits, randomString } from './random.js';

describe('random strings', () => {
  it.each([
    ['record ids', () => newRecordId(), /^[a-z0-9]{15}$/],
    ['digits', () => randomDigits(8), /^\d{8}$/],
    ['default alphabet', () => randomString(40), /^[A-Za-z0-9]{40}$/],
  ])('makes %s of the right shape', (_name, make, pattern) => {
    for (let i = 0; i < 200; i++) expect(make()).toMatch(pattern);
  });

  it('does not repeat itself across many draws (the byte pool refills)', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newRecordId()));
    expect(ids.size).toBe(5000);
  });

  it('uses every character of the alphabet', () => {
    const seen = new Set(randomString(5000, ALPHANUMERIC_LOWER));
    expect(seen.size).toBe(ALPHANUMERIC_LOWER.length);
  });
});
