import { MESSAGE_MAX_MENTIONS } from '@hearth/shared';
import type { MessageRecord } from './chat-records';

/** A chat member as a mention names them. */
export interface MentionName {
  user: string;
  nickname: string;
}

/** Whether a message mentions `me` (the chat list's "@" mark; notifications in muted chats). */
export function mentionsMe(record: Pick<MessageRecord, 'mentions'>, me: string): boolean {
  return record.mentions.includes(me);
}

const NAME_CHARACTER = /^[\p{L}\p{M}\p{N}_]/u;

/** Whether the character at `index` (a whole code point) would continue a name. */
function continuesName(text: string, index: number): boolean {
  return NAME_CHARACTER.test(text.slice(index, index + 2));
}

/** The members a text names at the `@` at `at`: the longest whole nickname that follows it. */
function namedAt(text: string, at: number, members: readonly MentionName[]): string[] {
  let longest = 0;
  let users: string[] = [];
  for (const { user, nickname } of members) {
    const start = at + 1;
    if (nickname === '' || nickname.length < longest || !text.startsWith(nickname, start)) {
      continue;
    }
    if (continuesName(text, start + nickname.length)) continue;
    if (nickname.length > longest) {
      longest = nickname.length;
      users = [];
    }
    users.push(user);
  }
  return users;
}

/**
 * Who a text names among `members`, by the server's rule (it refuses a message whose mentions
 * differ): at each `@`, the members whose whole nickname follows it, the longest one winning, so
 * `@Ann` in `@Anna` names nobody called Ann and `@Ann Lee` names Ann Lee, not Ann.
 */
export function namedUsers(text: string, members: readonly MentionName[]): Set<string> {
  const named = new Set<string>();
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    for (const user of namedAt(text, at, members)) named.add(user);
  }
  return named;
}

/**
 * The mentions of a message: of the people picked while writing it, those its text still names
 * (by their current nicknames among the chat's other `members`).
 */
export function mentionedIds(
  text: string,
  picked: Iterable<string>,
  members: readonly MentionName[],
): string[] {
  const named = namedUsers(text, members);
  return [...new Set(picked)].filter((user) => named.has(user)).slice(0, MESSAGE_MAX_MENTIONS);
}
