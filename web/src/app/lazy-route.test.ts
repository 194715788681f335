import { describe, expect, it, vi } from 'vitest';
import type { ChunkReloadEnv } from './lazy-route';
import { lazyRoute } from './lazy-route';

function env(flag: string | null) {
  let stored = flag;
  const fake = {
    getFlag: vi.fn(() => stored),
    setFlag: vi.fn(() => {
      stored = '1';
    }),
    reload: vi.fn(),
    logError: vi.fn(),
  } satisfies ChunkReloadEnv;
  return fake;
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyRoute (spec section 2: reload once, then only log)', () => {
  it('passes a loaded module through', async () => {
    const fake = env(null);
    await expect(lazyRoute(() => Promise.resolve({ Component: 'x' }), fake)()).resolves.toEqual({
      Component: 'x',
    });
    expect(fake.reload).not.toHaveBeenCalled();
  });

  it('on the first failure sets the flag and reloads, and never settles', async () => {
    const fake = env(null);
    const settled = vi.fn();
    void lazyRoute(failing, fake)().then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.setFlag).toHaveBeenCalledTimes(1);
    expect(fake.reload).toHaveBeenCalledTimes(1);
    expect(fake.logError).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
  });

  it('with the flag already set only logs, and rejects so the error page shows', async () => {
    const fake = env('1');
    await expect(lazyRoute(failing, fake)()).rejects.toThrow('dynamically imported module');
    expect(fake.reload).not.toHaveBeenCalled();
    expect(fake.logError).toHaveBeenCalledTimes(1);
  });
});
