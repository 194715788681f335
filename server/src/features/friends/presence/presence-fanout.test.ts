import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PresenceFanout } from './presence-fanout.js';
import type { Presence } from './presence-model.js';

const WINDOW = 1000;

function presence(user: string, state: Presence['state']): Presence {
  return { user, state, lastSeen: '' };
}

describe('PresenceFanout', () => {
  let sent: { presence: Presence; to: readonly string[] }[];
  let sentAt: number[];
  let settled: string[];
  let audience: Record<string, string[]>;
  let fanout: PresenceFanout;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    sentAt = [];
    settled = [];
    audience = { alice: ['bob'], carol: ['dave'] };
    fanout = new PresenceFanout({
      publish: (p, to) => {
        sent.push({ presence: p, to });
        sentAt.push(Date.now());
        return Promise.resolve();
      },
      audienceOf: (user) => audience[user] ?? [],
      onSettled: (user) => settled.push(user),
      onError: (error) => {
        throw error;
      },
      windowMs: WINDOW,
    });
  });

  afterEach(() => {
    fanout.close();
    vi.useRealTimers();
  });

  const states = () => sent.map((item) => `${item.presence.user}:${item.presence.state}`);

  it('sends the first change at once and the last of a burst at the end of the window', () => {
    fanout.change(presence('alice', 'online'));
    fanout.change(presence('alice', 'idle'));
    fanout.change(presence('alice', 'online'));
    fanout.change(presence('alice', 'dnd'));
    expect(states()).toEqual(['alice:online']);
    vi.advanceTimersByTime(WINDOW - 1);
    expect(states()).toEqual(['alice:online']);
    vi.advanceTimersByTime(1);
    expect(states()).toEqual(['alice:online', 'alice:dnd']);
    vi.advanceTimersByTime(WINDOW);
    expect(states()).toEqual(['alice:online', 'alice:dnd']);
    expect(settled).toEqual(['alice']);
  });

  it('never sends more than one event per user per window, whatever the rate of changes', () => {
    for (let ms = 0; ms < 10 * WINDOW; ms += 50) {
      fanout.change(presence('alice', ms % 100 === 0 ? 'idle' : 'online'));
      vi.advanceTimersByTime(50);
    }
    expect(sentAt.length).toBeGreaterThan(1);
    for (let i = 1; i < sentAt.length; i++) {
      expect((sentAt[i] ?? 0) - (sentAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(WINDOW);
    }
  });

  it('sends nothing at the end of a window when the state came back to what was sent', () => {
    fanout.change(presence('alice', 'online'));
    fanout.change(presence('alice', 'idle'));
    fanout.change(presence('alice', 'online'));
    vi.advanceTimersByTime(WINDOW);
    expect(states()).toEqual(['alice:online']);
    expect(settled).toEqual(['alice']);
    fanout.change(presence('alice', 'idle'));
    expect(states()).toEqual(['alice:online', 'alice:idle']);
  });

  it('keeps one window per user', () => {
    fanout.change(presence('alice', 'online'));
    fanout.change(presence('carol', 'online'));
    expect(sent).toEqual([
      { presence: presence('alice', 'online'), to: ['bob'] },
      { presence: presence('carol', 'online'), to: ['dave'] },
    ]);
  });

  it('reads the audience when it sends, so a friend removed meanwhile hears nothing more', () => {
    fanout.change(presence('alice', 'online'));
    fanout.change(presence('alice', 'idle'));
    audience['alice'] = [];
    vi.advanceTimersByTime(WINDOW);
    expect(sent).toHaveLength(1);
    expect(fanout.eventCount).toBe(1);
  });

  it('tells chosen viewers at once, outside the windows', () => {
    fanout.change(presence('alice', 'online'));
    fanout.tell(presence('alice', 'online'), ['erin']);
    expect(sent.map((item) => item.to)).toEqual([['bob'], ['erin']]);
  });

  it('stops every window when closed', () => {
    fanout.change(presence('alice', 'online'));
    fanout.change(presence('alice', 'idle'));
    fanout.close();
    vi.advanceTimersByTime(10 * WINDOW);
    fanout.change(presence('alice', 'dnd'));
    expect(states()).toEqual(['alice:online']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
