import type { ChatSummary } from '@/shared/chat';
import { nicknameOf } from './chat-people';
import type { MentionedPerson } from '@/shared/markdown/message-nodes';

/**
 * The people a message mentions who are still members, by their nicknames; someone who left is
 * no longer named, so their `@name` stays plain text.
 */
export function mentionedPeople(
  summary: ChatSummary | null,
  ids: readonly string[],
): MentionedPerson[] {
  return ids.flatMap((id) => {
    const nickname = nicknameOf(summary, id);
    return nickname ? [{ id, nickname }] : [];
  });
}
