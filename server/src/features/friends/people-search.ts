import { PEOPLE_LIST_LIMIT, PEOPLE_SEARCH_MIN_LENGTH, type PersonCard } from '@hearth/shared';
import { badRequest, fieldError } from '../../errors.js';
import type { Queryable } from '../../storage/db.js';
import { cardColumns, toPersonCard } from './person-card.js';
import { notSuspended, suspensionCutoff } from './not-suspended.js';
import { NO_STANDING, standingsOf } from './relationships.js';

/**
 * The search text of `?q=`: trimmed, and at least `PEOPLE_SEARCH_MIN_LENGTH` characters (code
 * points, so one emoji is one), since a single character would match most of the users table.
 */
export function searchTextOf(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (Array.from(text).length < PEOPLE_SEARCH_MIN_LENGTH) {
    throw badRequest('An error occurred while validating the submitted data.', {
      q: fieldError(
        'validation_search_too_short',
        `Enter at least ${PEOPLE_SEARCH_MIN_LENGTH} characters.`,
        { min: PEOPLE_SEARCH_MIN_LENGTH },
      ),
    });
  }
  return text;
}

/**
 * Escapes LIKE's wildcards and its escape character, so that `%`, `_` and `\` typed by a user
 * match themselves (the dialect's `like` makes `\` the escape character).
 *
 * `50%` ⇒ `50\%`; `a_b` ⇒ `a\_b`; `a\b` ⇒ `a\\b`
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * People whose nickname contains `text`, ignoring case, as cards for `caller`: never the caller
 * nor anyone who blocks the caller (a block hides the blocker), nor anyone suspended. Nicknames that start with the
 * text come first, then the rest, each by nickname; so an exact match, the shortest of those
 * that start with it, leads.
 */
export async function searchPeople(
  q: Queryable,
  caller: string,
  text: string,
  collectionId: string,
  now: Date,
): Promise<PersonCard[]> {
  const d = q.dialect;
  const escaped = escapeLike(text);
  const rows = await q.all(
    `SELECT ${cardColumns(d, 'u')} FROM users AS u
      WHERE u.id <> ? AND ${d.like('u.nickname', '?')}
        AND NOT EXISTS (SELECT 1 FROM blocks AS b WHERE b.blocker = u.id AND b.blocked = ?)
        AND ${notSuspended(d, 'u')}
      ORDER BY CASE WHEN ${d.like('u.nickname', '?')} THEN 0 ELSE 1 END, LOWER(u.nickname), u.id
      LIMIT ?`,
    // note: in the order of the placeholders above.
    [caller, `%${escaped}%`, caller, suspensionCutoff(now), `${escaped}%`, PEOPLE_LIST_LIMIT],
  );
  const standings = await standingsOf(
    q,
    caller,
    rows.map((row) => String(row['id'])),
  );
  return rows.map((row) =>
    toPersonCard(row, collectionId, standings.get(String(row['id'])) ?? NO_STANDING, now),
  );
}
