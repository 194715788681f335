/** No input, or the tab hidden, for this long makes a tab idle (docs/social-data-model.md). */
export const IDLE_AFTER_MS = 5 * 60_000;

/** The clock the tracker reads and its timer; replaceable in tests. */
export interface IdleClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

const browserClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};

export interface IdleTracker {
  /** The user did something in this tab. */
  input(): void;
  /** The tab was hidden or shown again (coming back counts as input). */
  visibility(hidden: boolean): void;
  isIdle(): boolean;
  stop(): void;
}

/**
 * Tells whether one tab is idle: no input for `idleAfterMs`, or hidden for that long. Calls
 * `onChange` only when the answer changes.
 */
export function createIdleTracker(
  onChange: (idle: boolean) => void,
  clock: IdleClock = browserClock,
  idleAfterMs: number = IDLE_AFTER_MS,
): IdleTracker {
  let idle = false;
  let lastInput = clock.now();
  let hiddenSince: number | null = null;
  let timer: number | null = null;

  function evaluate(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    const now = clock.now();
    const deadline = Math.min(
      lastInput + idleAfterMs,
      hiddenSince === null ? Infinity : hiddenSince + idleAfterMs,
    );
    const next = now >= deadline;
    if (!next) timer = clock.setTimeout(evaluate, deadline - now);
    if (next !== idle) {
      idle = next;
      onChange(idle);
    }
  }

  evaluate();
  return {
    input() {
      lastInput = clock.now();
      // While active, the timer already set re-evaluates at the old deadline and moves it on.
      if (idle) evaluate();
    },
    visibility(hidden) {
      if (hidden) hiddenSince ??= clock.now();
      else {
        hiddenSince = null;
        lastInput = clock.now();
      }
      evaluate();
    },
    isIdle: () => idle,
    stop() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
