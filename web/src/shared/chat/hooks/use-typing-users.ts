import { useEffect, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { typingStore } from '../typing-store';

/** The ids of the users typing in `chatId` now (never the signed-in user's). */
export function useTypingUsers(chatId: string): readonly string[] {
  const me = useCurrentUser()?.id ?? null;
  useEffect(() => (me ? typingStore.retain(me) : undefined), [me]);
  const users = () => typingStore.usersIn(chatId);
  return useSyncExternalStore(typingStore.subscribe, users, users);
}
