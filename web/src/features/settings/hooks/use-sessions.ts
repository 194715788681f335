import { useEffect, useMemo, useRef } from 'react';
import { currentSessionId } from '@/shared/lib/session';
import { createLiveStore } from '@/shared/social/live-records';
import type { LiveStore } from '@/shared/social/live-records';
import { useLiveStore } from '@/shared/social/hooks/use-live-store';
import type { SessionRecord } from '../api/sessions-api';
import { sessionsSource } from '../api/sessions-api';
import { orderSessions } from '../lib/session-order';

/** The user's sessions, loaded once and kept current over realtime while a page shows them. */
export const sessionsStore: LiveStore<SessionRecord> = createLiveStore(sessionsSource);

/** The user's sessions for showing, live. */
export interface Sessions {
  status: 'loading' | 'ready' | 'failed';
  error: unknown;
  /** This device's session, when the list has it. */
  current: SessionRecord | null;
  /** Every other session, the most recently active first. */
  others: SessionRecord[];
  reload: () => void;
}

/** Reads the user's sessions, this device's apart from the others. */
export function useSessions(): Sessions {
  const state = useLiveStore(sessionsStore);
  const currentId = currentSessionId();
  // A new session here (signed in again after a password change, which ended every session):
  // what changed while the old one's realtime lost its authorization is loaded again.
  const loadedFor = useRef(currentId);
  useEffect(() => {
    if (loadedFor.current === currentId) return;
    loadedFor.current = currentId;
    sessionsStore.reload();
  }, [currentId]);
  return useMemo(
    () => ({
      status: state.status,
      error: state.error,
      ...orderSessions(state.items, currentId),
      reload: sessionsStore.reload,
    }),
    [state, currentId],
  );
}
