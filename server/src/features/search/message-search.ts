import {
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchResult,
} from '@hearth/shared';
import type { App } from '../../app.js';
import { fieldError, forbidden, MESSAGES, notFound, unauthorized } from '../../errors.js';
import type { FieldErrors } from '../../errors.js';
import { throwIfInvalid } from '../../forms/form-fields.js';
import { formatDate, parseDate } from '../../lib/dates.js';
import type { RecordValues, RequestInfo } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { MESSAGES_COLLECTION } from './message-indexing.js';
import { highlightsOf } from './search-highlights.js';
import type { MessageSearchIndex } from './search-index.js';
import { parseSearchQuery, type SearchTerm } from './search-query.js';

/** The auth collection whose users search their chats. */
const PEOPLE = 'users';
/** Every hit comes with its author and chat, as `?expand=author,chat` shows them. */
const EXPAND = new Map([
  ['author', new Map()],
  ['chat', new Map()],
]);

/** A search request, checked. */
export interface SearchInput {
  terms: SearchTerm[];
  chat: string | null;
  author: string | null;
  after: string | null;
  before: string | null;
  page: number;
  perPage: number;
}

/**
 * `GET /api/hearth/search`: the caller's messages matching `q`, best first, then newest, each
 * as the records API presents it to them (view rule, visible fields, `expand.author` and
 * `expand.chat`) with its highlights. A `chat` the caller is not in is a 404, as on the chat
 * routes.
 */
export async function searchMessages(
  app: App,
  index: MessageSearchIndex,
  info: RequestInfo,
): Promise<SearchResult> {
  const user = callerOf(info);
  const input = parseSearchInput(info.query);
  const empty: SearchResult = { page: input.page, perPage: input.perPage, items: [] };
  const chats = await chatsToSearch(app.db, user, input.chat);
  if (input.terms.length === 0 || chats.length === 0) return empty;
  const ids = await index.find(app.db, {
    terms: input.terms,
    user,
    chats,
    author: input.author,
    after: input.after,
    before: input.before,
    limit: input.perPage,
    offset: (input.page - 1) * input.perPage,
  });
  const messages = app.collections.find(MESSAGES_COLLECTION);
  if (!messages) throw new Error('the messages collection is missing');
  // note: the view rule again, one hit at a time: search shows no message the API would hide.
  const records: RecordValues[] = [];
  for (const id of ids) {
    const record = await app.records.findVisible(app.db, messages, id, info);
    if (record) records.push(record);
  }
  const presented = await app.records.present(app.db, messages, records, info, EXPAND);
  return {
    ...empty,
    items: presented.map((message) => {
      // note: marked on the text as presented: a field hidden from the caller marks nothing.
      const text = typeof message['text'] === 'string' ? message['text'] : '';
      return { message, highlights: highlightsOf(text, input.terms) };
    }),
  };
}

/**
 * The signed-in user a search answers for, guarded as PocketBase's `apis.RequireAuth("users")`:
 * no valid token is a 401, another auth collection's (a superuser's) a 403: search is a
 * member's view of their own chats.
 */
function callerOf(info: RequestInfo): string {
  if (!info.auth) throw unauthorized(MESSAGES.requireAuth);
  if (info.auth.collection.name !== PEOPLE) throw forbidden(MESSAGES.requireSuperuser);
  return String(info.auth.record['id']);
}

/** The one chat asked for (404 unless the user is in it), or all the user's chats. */
async function chatsToSearch(q: Queryable, user: string, chat: string | null): Promise<string[]> {
  const quote = q.dialect.quoteIdent;
  if (chat === null) {
    const rows = await q.all<{ chat: string }>(
      `SELECT chat FROM chat_members WHERE ${quote('user')} = ?`,
      [user],
    );
    return rows.map((row) => row.chat);
  }
  const member = await q.get(
    `SELECT 1 AS found FROM chat_members WHERE chat = ? AND ${quote('user')} = ?`,
    [chat, user],
  );
  if (!member) throw notFound();
  return [chat];
}

/**
 * Reads and checks the query string: `q` of 1–`SEARCH_QUERY_MAX` characters (code points, so
 * an emoji is one; blank is empty), dates as PocketBase reads them (`YYYY-MM-DD` is midnight
 * UTC), `page` and `perPage` integers (out of range ⇒ clamped, as PocketBase's lists do).
 * Every bad value is a field error of one 400.
 */
export function parseSearchInput(query: Readonly<Record<string, string>>): SearchInput {
  const errors: FieldErrors = {};
  const text = (query['q'] ?? '').trim();
  const length = Array.from(text).length;
  if (length === 0 || length > SEARCH_QUERY_MAX) {
    errors['q'] = fieldError(
      'validation_search_query',
      `Search for 1 to ${SEARCH_QUERY_MAX} characters.`,
      { min: 1, max: SEARCH_QUERY_MAX },
    );
  }
  const after = dateParam(query, 'after', errors);
  const before = dateParam(query, 'before', errors);
  const page = integerParam(query, 'page', errors) ?? 1;
  const perPage = integerParam(query, 'perPage', errors) ?? SEARCH_PAGE_SIZE;
  throwIfInvalid(errors);
  return {
    terms: parseSearchQuery(text),
    chat: textParam(query, 'chat'),
    author: textParam(query, 'author'),
    after,
    before,
    page: Math.max(1, page),
    perPage: perPage <= 0 ? SEARCH_PAGE_SIZE : Math.min(perPage, SEARCH_PAGE_MAX),
  };
}

function textParam(query: Readonly<Record<string, string>>, name: string): string | null {
  const value = (query[name] ?? '').trim();
  return value === '' ? null : value;
}

function dateParam(
  query: Readonly<Record<string, string>>,
  name: string,
  errors: FieldErrors,
): string | null {
  const value = textParam(query, name);
  if (value === null) return null;
  // note: a bare number would be read as Unix seconds; a search date is a date.
  const date = /^\d+$/.test(value) ? null : parseDate(value);
  if (date) return formatDate(date);
  errors[name] = fieldError('validation_invalid_date', 'Must be a valid date.');
  return null;
}

function integerParam(
  query: Readonly<Record<string, string>>,
  name: string,
  errors: FieldErrors,
): number | null {
  const value = textParam(query, name);
  if (value === null) return null;
  const number = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
  if (Number.isSafeInteger(number)) return number;
  errors[name] = fieldError('validation_invalid_number', 'Must be a whole number.');
  return null;
}
