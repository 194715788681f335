import { describe, expect, it } from 'vitest';
import { ResendGuard } from './resend-guard.js';

describe('ResendGuard', () => {
  it('refuses a key for the interval, then allows it again', () => {
    let now = 0;
    const guard = new ResendGuard(120_000, () => now);
    expect(guard.tryReserve('a')).toBe(true);
    expect(guard.tryReserve('a')).toBe(false);
    expect(guard.tryReserve('b')).toBe(true);
    now = 119_999;
    expect(guard.tryReserve('a')).toBe(false);
    now = 120_000;
    expect(guard.tryReserve('a')).toBe(true);
  });

  it('allows a released key at once', () => {
    const guard = new ResendGuard(120_000, () => 0);
    guard.tryReserve('a');
    guard.release('a');
    expect(guard.tryReserve('a')).toBe(true);
  });

  it('keeps working past the sweep threshold', () => {
    let now = 0;
    const guard = new ResendGuard(10, () => now);
    for (let i = 0; i < 1500; i++) guard.tryReserve(`k${i}`);
    now = 5;
    expect(guard.tryReserve('k1')).toBe(false);
    now = 20;
    for (let i = 0; i < 1500; i++) expect(guard.tryReserve(`k${i}`)).toBe(true);
  });
});
