import { useCallback, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import { readDraft, subscribeToDrafts, writeDraft } from '../drafts';

/** The unsent text of `chatId` and its setter: per user, kept across navigation and reloads. */
export function useDraft(chatId: string): [string, (text: string) => void] {
  const me = useCurrentUser()?.id ?? '';
  const read = () => (me ? readDraft(me, chatId) : '');
  const text = useSyncExternalStore(subscribeToDrafts, read, read);
  const setText = useCallback(
    (next: string) => {
      if (me) writeDraft(me, chatId, next);
    },
    [me, chatId],
  );
  return [text, setText];
}
