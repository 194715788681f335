import type { ChatMemberRecord, DisplayMessage } from '@/shared/chat';

/**
 * Who has read the user's messages: own messages up to `seenSeq` show two ticks, and the newest
 * own message anyone has read shows "Seen" (by whom in groups).
 */
export function readReceipts(
  conversation: {
    messages: readonly DisplayMessage[];
    seenBy: (message: DisplayMessage) => readonly ChatMemberRecord[];
  },
  me: string,
): { seenSeq: number; seenKey: string | null; seenMembers: readonly ChatMemberRecord[] } {
  const { messages, seenBy } = conversation;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (!message || message.author !== me || message.seq === null) continue;
    const members = seenBy(message).filter((member) => member.user !== me);
    if (members.length > 0) {
      return { seenSeq: message.seq, seenKey: message.key, seenMembers: members };
    }
  }
  return { seenSeq: 0, seenKey: null, seenMembers: [] };
}
