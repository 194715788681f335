import { describe, expect, it } from 'vitest';
import { IDLE_WINDOW_GRACE_MS, RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows maxRequests per window, then refuses until the window has passed', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    expect(limiter.consume('k', 'ip', 2, 3)).toBe(true);
    expect(limiter.consume('k', 'ip', 2, 3)).toBe(true);
    expect(limiter.consume('k', 'ip', 2, 3)).toBe(false);
    now += 2_999;
    expect(limiter.consume('k', 'ip', 2, 3)).toBe(false);
    now += 1_001;
    expect(limiter.consume('k', 'ip', 2, 3)).toBe(true);
  });

  it('counts clients and keys apart', () => {
    const limiter = new RateLimiter(() => 0);
    expect(limiter.consume('k', 'a', 1, 10)).toBe(true);
    expect(limiter.consume('k', 'a', 1, 10)).toBe(false);
    expect(limiter.consume('k', 'b', 1, 10)).toBe(true);
    expect(limiter.consume('other', 'a', 1, 10)).toBe(true);
  });

  it('stays within its memory bound by evicting the least recently used window', () => {
    const limiter = new RateLimiter(() => 0, 3);
    for (const client of ['a', 'b', 'c']) limiter.consume('k', client, 1, 10);
    limiter.consume('k', 'a', 1, 10);
    limiter.consume('k', 'd', 1, 10);
    expect(limiter.size).toBe(3);
    // 'b' was the least recently used, so it starts afresh; 'a' is still spent.
    expect(limiter.consume('k', 'b', 1, 10)).toBe(true);
    expect(limiter.consume('k', 'a', 1, 10)).toBe(false);
  });

  it('sweeps idle windows and resets everything on demand', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    limiter.consume('k', 'idle', 1, 1);
    now = 500;
    limiter.consume('k', 'busy', 1, 1);
    now = 1_000 + IDLE_WINDOW_GRACE_MS + 1;
    limiter.sweep();
    expect(limiter.size).toBe(1);
    limiter.reset();
    expect(limiter.size).toBe(0);
  });
});
