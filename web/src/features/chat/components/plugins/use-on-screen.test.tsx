import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEALS_PER_FRAME, useOnScreen } from './use-on-screen';

type Callback = (entries: Array<{ target: Element; isIntersecting: boolean }>) => void;

/** A stand-in IntersectionObserver whose sightings the test makes. */
function stubObserver() {
  const observed = new Set<Element>();
  let callback: Callback = () => {};
  class FakeObserver {
    constructor(given: Callback) {
      callback = given;
    }
    observe(target: Element) {
      observed.add(target);
    }
    unobserve(target: Element) {
      observed.delete(target);
    }
    disconnect() {
      observed.clear();
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    seeAll: (isIntersecting = true) =>
      act(() => {
        callback([...observed].map((target) => ({ target, isIntersecting })));
      }),
  };
}

function Probe({ id }: { id: number }) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useOnScreen(box);
  return <div ref={box}>{seen ? `shown ${id}` : `waiting ${id}`}</div>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useOnScreen', () => {
  it('waits for the element to come on screen, then lets a few in per animation frame', () => {
    vi.useFakeTimers();
    const observer = stubObserver();
    const count = REVEALS_PER_FRAME * 2 + 1;
    render(
      <>
        {Array.from({ length: count }, (_, id) => (
          <Probe key={id} id={id} />
        ))}
      </>,
    );
    const shown = () => screen.queryAllByText(/^shown/).length;
    expect(shown()).toBe(0);
    // Below the fold: nothing yet.
    observer.seeAll(false);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(shown()).toBe(0);
    observer.seeAll();
    expect(shown()).toBe(0);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(shown()).toBe(REVEALS_PER_FRAME);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(shown()).toBe(REVEALS_PER_FRAME * 2);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(shown()).toBe(count);
    // Shown for good: nothing is watched any more.
    expect(observer.observed.size).toBe(0);
  });
});
