import type { ChatMemberRecord, ChatSummary } from '@/shared/chat';
import type { UserRecord } from '@/shared/lib/user-record';

/** The member record of `userId` in a chat, if they are (still) a member. */
export function memberOf(summary: ChatSummary | null, userId: string): ChatMemberRecord | null {
  return summary?.members.find((member) => member.user === userId) ?? null;
}

/** A member's user record, when visible. */
export function userOf(summary: ChatSummary | null, userId: string): UserRecord | null {
  if (summary?.peer?.id === userId) return summary.peer;
  return memberOf(summary, userId)?.expand?.user ?? null;
}

/** A member's nickname, or null for someone no longer in the chat. */
export function nicknameOf(summary: ChatSummary | null, userId: string): string | null {
  return userOf(summary, userId)?.nickname ?? null;
}
