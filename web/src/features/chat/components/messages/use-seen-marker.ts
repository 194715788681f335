import { useCallback, useEffect, useRef } from 'react';
import type { DisplayMessage } from '@/shared/chat';

/**
 * Reports the newest message on screen as seen, but only while the page is in sight: a message
 * that arrives in a background tab is read when the user comes back, not before.
 */
export function useSeenMarker(markSeen: (message: DisplayMessage) => void) {
  const latest = useRef<DisplayMessage | null>(null);
  const mark = useRef(markSeen);
  useEffect(() => {
    mark.current = markSeen;
  }, [markSeen]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && latest.current) mark.current(latest.current);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  return useCallback((message: DisplayMessage) => {
    latest.current = message;
    if (document.visibilityState === 'visible') mark.current(message);
  }, []);
}
