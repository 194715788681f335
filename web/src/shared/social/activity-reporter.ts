import { createIdleTracker } from './idle-tracker';
import type { IdleClock } from './idle-tracker';
import { onRealtimeConnect } from './realtime-connection';
import { reportActivity } from './social-api';

/** What counts as input. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

function report(idle: boolean): void {
  reportActivity(idle).catch((error: unknown) => {
    // eslint-disable-next-line no-console -- presence is best effort; a failed report is only logged.
    console.warn('Could not report activity:', error);
  });
}

/**
 * Reports this tab's idleness to the server: idle after 5 minutes without input or hidden,
 * active again on input or when shown. A new realtime connection starts active on the server, so
 * an idle tab says so again after reconnecting. Returns the stop.
 */
export function startActivityReporting(clock?: IdleClock): () => void {
  const tracker = createIdleTracker(report, clock);
  const onInput = () => tracker.input();
  const onVisibility = () => tracker.visibility(document.visibilityState === 'hidden');
  for (const type of INPUT_EVENTS) {
    window.addEventListener(type, onInput, { capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  const stopListening = onRealtimeConnect(() => {
    if (tracker.isIdle()) report(true);
  });
  return () => {
    tracker.stop();
    stopListening();
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
