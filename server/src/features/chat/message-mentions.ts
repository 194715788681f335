import { toUniqueStrings } from '../../collections/fields/value-cast.js';
import type { RecordValues } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { memberNames, type MemberName } from './chat-queries.js';
import { refuse } from './chat-refusal.js';

/**
 * Mention spoofing: a mention notifies someone, so a message mentions only members of its
 * chat other than its author, each named in its text by `@` and their current nickname.
 * Duplicates were already folded by the relation field.
 */
export async function checkMentions(
  q: Queryable,
  record: RecordValues,
  failed: string,
): Promise<void> {
  const mentioned = toUniqueStrings(record['mentions']);
  if (mentioned.length === 0) return;
  const members = await memberNames(q, String(record['chat']));
  const named = namedUsers(String(record['text'] ?? ''), members);
  const author = String(record['author'] ?? '');
  if (mentioned.some((user) => user === author || !named.has(user))) {
    refuse(
      'mentions',
      'validation_mention_invalid',
      'Mention only other members of the chat, each named in the text as @nickname.',
      failed,
    );
  }
}

/**
 * Who a text names among `members`: at each `@`, the members whose whole nickname follows it.
 * A nickname is whole when no letter, mark, digit or `_` comes right after it, so `@Ann` in
 * `@Anna` names nobody called Ann; and the longest nickname at an `@` wins, so `@Ann Lee`
 * names Ann Lee, not Ann. Clients put a space after a mention, also in Chinese and Japanese.
 *
 * @example
 * namedUsers('hi @Ann Lee', [{ user: 'a', nickname: 'Ann' }, { user: 'b', nickname: 'Ann Lee' }])
 * // Set { 'b' }
 */
export function namedUsers(text: string, members: readonly MemberName[]): Set<string> {
  const named = new Set<string>();
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
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
    for (const user of users) named.add(user);
  }
  return named;
}

const NAME_CHARACTER = /^[\p{L}\p{M}\p{N}_]/u;

/** Whether the character at `index` (a whole code point) would continue a name. */
function continuesName(text: string, index: number): boolean {
  return NAME_CHARACTER.test(text.slice(index, index + 2));
}
