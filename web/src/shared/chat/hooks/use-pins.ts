import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { pinStore } from '../pin-store';
import type { PinnedMessage } from '../pins-api';

/** The pinned messages of `chatId`, newest first, live while the screen shows them. */
export function usePins(chatId: string): readonly PinnedMessage[] {
  const me = useCurrentUser()?.id ?? '';
  const store = pinStore(chatId);
  useEffect(() => (me ? store.retain(me) : undefined), [store, me]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(
    () => [...state.items].sort((a, b) => b.created.localeCompare(a.created)),
    [state.items],
  );
}
