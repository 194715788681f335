import { describe, expect, it } from 'vitest';
import type { IdleClock } from './idle-tracker';
import { createIdleTracker, IDLE_AFTER_MS } from './idle-tracker';

/** A clock the test moves by hand, firing due timers as it goes. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: IdleClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      timers.set(nextId, { at: now + ms, callback });
      return nextId++;
    },
    clearTimeout: (id) => timers.delete(id),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = end;
  };
  return { clock, advance };
}

describe('createIdleTracker', () => {
  it('goes idle after 5 minutes without input, and active on the next input', () => {
    const { clock, advance } = manualClock();
    const changes: boolean[] = [];
    const tracker = createIdleTracker((idle) => changes.push(idle), clock);
    advance(IDLE_AFTER_MS - 1);
    expect(changes).toEqual([]);
    advance(1);
    expect(changes).toEqual([true]);
    tracker.input();
    tracker.input();
    expect(changes).toEqual([true, false]);
  });

  it('counts from the last input', () => {
    const { clock, advance } = manualClock();
    const changes: boolean[] = [];
    const tracker = createIdleTracker((idle) => changes.push(idle), clock);
    advance(4 * 60_000);
    tracker.input();
    advance(4 * 60_000);
    expect(changes).toEqual([]);
    advance(60_000);
    expect(changes).toEqual([true]);
  });

  it('goes idle after 5 minutes hidden, and active when shown again', () => {
    const { clock, advance } = manualClock();
    const changes: boolean[] = [];
    const tracker = createIdleTracker((idle) => changes.push(idle), clock);
    advance(2 * 60_000);
    tracker.visibility(true);
    advance(3 * 60_000);
    expect(changes).toEqual([true]); // no input for 5 minutes either way
    tracker.visibility(false);
    expect(changes).toEqual([true, false]);
    expect(tracker.isIdle()).toBe(false);
  });

  it('is idle 5 minutes after hiding even with input just before', () => {
    const { clock, advance } = manualClock();
    const changes: boolean[] = [];
    const tracker = createIdleTracker((idle) => changes.push(idle), clock);
    tracker.visibility(true);
    advance(IDLE_AFTER_MS - 1000);
    tracker.input(); // e.g. a scroll event delivered to a background tab
    advance(1000);
    expect(changes).toEqual([true]);
  });

  it('stops its timer', () => {
    const { clock, advance } = manualClock();
    const changes: boolean[] = [];
    createIdleTracker((idle) => changes.push(idle), clock).stop();
    advance(IDLE_AFTER_MS * 2);
    expect(changes).toEqual([]);
  });
});
