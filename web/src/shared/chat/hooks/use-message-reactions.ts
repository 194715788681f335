import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { DisplayMessage } from '../chat-view-types';
import type { MessageReactions } from '../reaction-store';
import { reactionStore } from '../reaction-store';

/** Ids of the messages that can carry reactions: stored text and plugin messages not deleted. */
function reactable(messages: readonly DisplayMessage[]): string[] {
  return messages.flatMap(({ record }) =>
    record && record.kind !== 'system' && !record.deleted ? [record.id] : [],
  );
}

/**
 * The reactions on `messages` of `chatId`, live: those of messages not seen before load as they
 * arrive (a page at a time), and the chat's reactions stay current while the screen shows it.
 */
export function useMessageReactions(
  chatId: string,
  messages: readonly DisplayMessage[],
): MessageReactions {
  useEffect(() => reactionStore.retain(chatId), [chatId]);
  const ids = useMemo(() => reactable(messages), [messages]);
  useEffect(() => reactionStore.track(chatId, ids), [chatId, ids]);
  const read = () => reactionStore.reactionsIn(chatId);
  return useSyncExternalStore(reactionStore.subscribe, read, read);
}
