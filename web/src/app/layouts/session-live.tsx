import { useCallback, useEffect, useRef } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { watchSessionEnd } from '@/shared/sessions/session-end';

/**
 * Signs this device out, without a reload, once the server says its session ended (signed out
 * from another device): the navigation guard runs again, its refresh is refused, and the guard
 * does what a failed refresh does (spec section 8: warn, clear the session, go to `/login`).
 */
export function SessionLive() {
  const { revalidate, state } = useRevalidator();
  const idle = useNavigation().state === 'idle' && state === 'idle';
  const idleRef = useRef(idle);
  const pending = useRef(false);
  const runGuard = useCallback(() => {
    pending.current = false;
    void revalidate();
  }, [revalidate]);
  useEffect(
    () =>
      watchSessionEnd(() => {
        // note: a guard run under way may have refreshed before the end; one more runs after it.
        if (idleRef.current) runGuard();
        else pending.current = true;
      }),
    [runGuard],
  );
  useEffect(() => {
    idleRef.current = idle;
    if (idle && pending.current) runGuard();
  }, [idle, runGuard]);
  return null;
}
