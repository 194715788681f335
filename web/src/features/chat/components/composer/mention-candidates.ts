import type { ChatSummary, MentionName } from '@/shared/chat';
import type { UserRecord } from '@/shared/lib/user-record';

/** Suggestions shown at most at once. */
const SHOWN_MAX = 8;

/** Folds width and case, so `ａｎｎ` and `ANN` find Ann, and kana typed either way compare alike. */
function fold(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/** How well a nickname answers a query: 0 it starts with it, 1 a word does, 2 it holds it. */
function rank(nickname: string, query: string): number | null {
  const name = fold(nickname);
  if (name.startsWith(query)) return 0;
  if (name.split(/\s+/).some((word) => word.startsWith(query))) return 1;
  return name.includes(query) ? 2 : null;
}

/**
 * The members of a chat `me` can mention for what follows the `@`: everyone else whose nickname
 * holds it (any case; `山` finds 山田), best matches first, then by name.
 */
export function mentionCandidates(
  summary: ChatSummary | null,
  me: string,
  query: string,
): UserRecord[] {
  const needle = fold(query);
  const ranked: { user: UserRecord; rank: number }[] = [];
  for (const member of summary?.members ?? []) {
    const user = member.expand?.user;
    if (!user || member.user === me || !user.nickname) continue;
    const found = rank(user.nickname, needle);
    if (found !== null) ranked.push({ user, rank: found });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.user.nickname.localeCompare(b.user.nickname))
    .slice(0, SHOWN_MAX)
    .map((entry) => entry.user);
}

/** Everyone else in the chat by their current nickname: whom a text can name. */
export function mentionNames(summary: ChatSummary | null, me: string): MentionName[] {
  return (summary?.members ?? []).flatMap((member) => {
    const nickname = member.expand?.user?.nickname ?? '';
    return member.user !== me && nickname ? [{ user: member.user, nickname }] : [];
  });
}
