import type { ChatSummary, MessageHit, SearchRequest } from '@/shared/chat';
import type { UserRecord } from '@/shared/lib/user-record';

function membersOf(summary: ChatSummary | undefined): UserRecord[] {
  return (summary?.members ?? []).flatMap((member) => member.expand?.user ?? []);
}

/**
 * Whom the author filter offers: the members of the chat searched, or, across chats, the authors
 * found so far; always the author chosen, so the choice stays shown when nothing matches.
 */
export function searchPeople(
  request: SearchRequest,
  hits: readonly MessageHit[],
  summaries: readonly ChatSummary[],
): UserRecord[] {
  const people = new Map<string, UserRecord>();
  const add = (user: UserRecord) => people.has(user.id) || people.set(user.id, user);
  membersOf(summaries.find((summary) => summary.chat.id === request.chat)).forEach(add);
  for (const hit of hits) {
    const author = hit.message.expand?.author;
    if (author) add(author);
  }
  const chosen = summaries
    .flatMap(membersOf)
    .find((user) => user.id === request.author && request.author !== '');
  if (chosen) add(chosen);
  return [...people.values()].sort((a, b) => a.nickname.localeCompare(b.nickname));
}
