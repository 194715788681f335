import type { ReactionRecord } from './chat-records';

/** One emoji under a message: how many reacted with it, who, and the signed-in user's own. */
export interface ReactionGroup {
  emoji: string;
  /** Who reacted, in the order they did. */
  users: readonly string[];
  /** The signed-in user's reaction with this emoji, if any (taking it back deletes it). */
  mine: ReactionRecord | null;
}

/** Groups a message's reactions by emoji, each emoji where it was first used. */
export function groupReactions(records: readonly ReactionRecord[], me: string): ReactionGroup[] {
  const ordered = [...records].sort((a, b) => a.created.localeCompare(b.created));
  const groups = new Map<string, { users: string[]; mine: ReactionRecord | null }>();
  for (const record of ordered) {
    const group = groups.get(record.emoji) ?? { users: [], mine: null };
    if (!group.users.includes(record.user)) group.users.push(record.user);
    if (record.user === me) group.mine = record;
    groups.set(record.emoji, group);
  }
  return [...groups].map(([emoji, group]) => ({ emoji, ...group }));
}
