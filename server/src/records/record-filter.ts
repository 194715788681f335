import type { CollectionModel } from '@hearth/shared';
import { badRequest, forbidden } from '../errors.js';
import { compileExpression, compileFilter } from '../filter/compile.js';
import { FilterError } from '../filter/filter-error.js';
import { parseCached } from '../filter/parse-cache.js';
import { compileSort } from '../filter/sort.js';
import { emptyRequestInfo, isSuperuser, type RequestInfo } from '../request-info.js';
import { asBadRequest } from '../search/filter-errors.js';
import { joinSql, type Sql } from '../storage/sql.js';
import { renderJoins } from '../filter/comparison.js';
import { fragment, raw } from '../filter/sql-fragment.js';
import type { Dialect } from '../storage/dialect.js';
import { RecordFieldResolver } from './record-field-resolver.js';
import { JoinScope, type JoinListener } from './record-join-scope.js';

/** PocketBase's `MaxFilterLength`, in bytes, checked for client filters only (as PocketBase does). */
export const MAX_CLIENT_FILTER_BYTES = 3500;

/** Texts a non-superuser's `?filter=`/`?sort=` may not contain (PocketBase checks the raw text). */
const SUPERUSER_ONLY_PREFIXES = ['@collection.', '@request.'] as const;

/** Finds collections by id or name, for relations, back-relations and `@collection`. */
export interface CollectionLookup {
  find(idOrName: string): CollectionModel | undefined;
}

/** Where and for whom a filter, rule or sort is compiled. */
export interface RecordFilterScope {
  /** The collection whose rows are filtered. */
  collection: CollectionModel;
  collections: CollectionLookup;
  requestInfo: RequestInfo;
  dialect: Dialect;
  /** Unquoted alias by which the surrounding SQL names the main row's table. */
  mainAlias: string;
  /** `rule`: an API rule, everything allowed. `client`: `?filter`/`?sort` from a request. */
  mode: 'rule' | 'client';
}

/**
 * Compiles an API rule or a client filter into a boolean SQL expression on `mainAlias`; an
 * empty expression is `1=1`. Client filters from non-superusers may not use `@collection.` or
 * `@request.` (403), hidden fields, or relations through collections they cannot list (400).
 * Any other problem is a 400 with PocketBase's default message.
 *
 * @example
 * const where = compileRecordFilter('author = @request.auth.id', {
 *   collection, collections: registry, requestInfo, dialect: db.dialect,
 *   mainAlias: '__main', mode: 'rule',
 * });
 * await db.all(`SELECT __main.id FROM posts AS __main WHERE ${where.text}`, where.params);
 */
export function compileRecordFilter(expression: string, scope: RecordFilterScope): Sql {
  if (expression === '') return { text: '1=1', params: [] };
  assertClientMayUse(expression, scope);
  if (scope.mode === 'client' && Buffer.byteLength(expression) > MAX_CLIENT_FILTER_BYTES) {
    throw badRequest(undefined, {}, new FilterError('filter too long'));
  }
  return asBadRequest(() => compileFilter(expression, createResolver(scope), scope.dialect));
}

/**
 * Compiles a `?sort=` text into an ORDER BY list without the keyword (empty text for an empty
 * sort), with the same client restrictions as filters.
 *
 * `-created,author.name,@random` ⇒ `"__main"."created" DESC, (SELECT MIN(…) …) ASC, RANDOM()`
 */
export function compileRecordSort(sort: string, scope: RecordFilterScope): Sql {
  if (sort === '') return { text: '', params: [] };
  assertClientMayUse(sort, scope);
  const rowid = `${scope.dialect.quoteIdent(scope.mainAlias)}.${scope.dialect.rowid}`;
  return asBadRequest(() =>
    compileSort(sort, () => createResolver(scope), scope.dialect, { rowid }),
  );
}

/**
 * Checks that a rule compiles for a collection; returns the problem, or null when it does.
 * Runs as PocketBase's collection validation does: as a rule, with an empty request.
 */
export function checkRuleSyntax(
  collection: CollectionModel,
  rule: string,
  collections: CollectionLookup,
  dialect: Dialect,
): string | null {
  if (rule === '') return null;
  const scope: RecordFilterScope = {
    collection,
    collections,
    requestInfo: emptyRequestInfo(),
    // note: the SQL produced here is thrown away; only the problems found matter.
    dialect,
    mainAlias: '__main',
    mode: 'rule',
  };
  try {
    compileFilter(rule, createResolver(scope), scope.dialect);
    return null;
  } catch (error) {
    if (error instanceof FilterError) return error.message;
    throw error;
  }
}

function assertClientMayUse(text: string, scope: RecordFilterScope): void {
  if (scope.mode !== 'client' || isSuperuser(scope.requestInfo)) return;
  for (const prefix of SUPERUSER_ONLY_PREFIXES) {
    // PB compat: a plain substring check, so the text inside quotes counts too.
    if (text.includes(prefix)) throw forbidden(`Only superusers can filter by ${prefix}`);
  }
}

/**
 * A query listing every value a field path has for one stored record (its id is the one
 * parameter to add after the returned ones), as a rule would see them through its joins; null
 * when the path is not a plain field path. Realtime uses it to find who a rule can admit.
 *
 * @example
 * compilePathValues('chat.chat_members_via_chat.user', scope)
 * // SELECT DISTINCT `__j2`.`user` AS v FROM `messages` AS `__main` LEFT JOIN … WHERE `__main`.`id` = ?
 */
export function compilePathValues(path: string, scope: RecordFilterScope): Sql | null {
  const resolver = createResolver(scope);
  const operand = asBadRequest(() => resolver.resolve(path));
  if (operand.wrap || operand.constant || operand.literal) return null;
  const { joins, conditions } = resolver.scope();
  const { quoteIdent } = scope.dialect;
  const main = raw(`${quoteIdent(scope.collection.name)} AS ${quoteIdent(scope.mainAlias)}`);
  const id = raw(`${quoteIdent(scope.mainAlias)}.${quoteIdent('id')} = ?`);
  const where = joinSql(
    [id, ...conditions].map((part) => fragment`(${part})`),
    ' AND ',
  );
  return fragment`SELECT DISTINCT ${operand.sql} AS v FROM ${main}${renderJoins(joins)} WHERE ${where}`;
}

/** A resolver with its own join scope; client filters of non-superusers check list rules. */
function createResolver(scope: RecordFilterScope): RecordFieldResolver {
  const joins = new JoinScope();
  const allowHidden = scope.mode === 'rule' || isSuperuser(scope.requestInfo);
  return new RecordFieldResolver({
    collection: scope.collection,
    find: (idOrName) => scope.collections.find(idOrName),
    requestInfo: scope.requestInfo,
    dialect: scope.dialect,
    rootAlias: scope.mainAlias,
    allowHidden,
    scope: joins,
    ...(allowHidden ? {} : { onCollectionJoin: listRuleChecker(scope, joins) }),
  });
}

/**
 * PocketBase v0.31/v0.32: a client filter may only reach collections the requester can list.
 * A superusers-only list rule refuses the filter; any other list rule must hold for the
 * joined rows, evaluated in the same join scope.
 */
function listRuleChecker(scope: RecordFilterScope, joins: JoinScope): JoinListener {
  return (join, alias) => {
    const { collection } = join;
    if (collection.listRule === null) {
      throw new FilterError(`only superusers can filter through "${collection.name}"`);
    }
    if (collection.listRule === '') return;
    const resolver = new RecordFieldResolver({
      collection,
      find: (idOrName) => scope.collections.find(idOrName),
      requestInfo: scope.requestInfo,
      dialect: scope.dialect,
      rootAlias: alias,
      allowHidden: true,
      scope: joins,
    });
    const rule = compileExpression(parseCached(collection.listRule), resolver, scope.dialect);
    joins.conditions.push(rule);
  };
}
