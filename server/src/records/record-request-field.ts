import type { CollectionField, CollectionModel, RelationField } from '@hearth/shared';
import { kindOf } from '../collections/fields/field-kinds.js';
import { toText, toUniqueStrings } from '../collections/fields/value-cast.js';
import { buildEquality } from '../filter/comparison.js';
import type { ResolvedOperand } from '../filter/field-resolver.js';
import { FilterError } from '../filter/filter-error.js';
import { boolOperand, NULL_OPERAND, paramOperand } from '../filter/operands.js';
import { fragment, raw } from '../filter/sql-fragment.js';
import type { RequestInfo } from '../request-info.js';
import { joinSql, type Sql } from '../storage/sql.js';
import type { Dialect } from '../storage/dialect.js';
import {
  columnSql,
  findField,
  isMultiValuer,
  splitModifier,
  type PathPlan,
  type PathWalk,
} from './record-field-path.js';
import type { PlannedJoin } from './record-join-scope.js';
import { extractPath, requestData, toBoundValue, toItems } from './record-request-values.js';

/** `@request.auth.*` fields read from the identity itself rather than through a join. */
const PLAIN_AUTH_FIELDS = new Set([
  'id',
  'collectionId',
  'collectionName',
  'email',
  'emailVisibility',
  'verified',
]);

/** What `@request.*` resolution needs from the record resolver. */
export interface RequestFieldHost {
  readonly collection: CollectionModel;
  readonly requestInfo: RequestInfo;
  readonly dialect: Dialect;
  /** Prefix for join keys, unique per resolver. */
  readonly rootKey: string;
  find(idOrName: string): CollectionModel | undefined;
  /** Plans `props` from `start` and renders the result into the join scope. */
  resolvePath(props: readonly string[], start: PathWalk): ResolvedOperand;
  /** Renders a plan into the join scope. */
  render(plan: PathPlan): ResolvedOperand;
  /** The base collection's own field on the root row. */
  ownField(name: string): ResolvedOperand;
}

/**
 * Resolves `@request.context|method|query.*|headers.*|auth.*|body.*`. Values known at compile
 * time become parameters; `@request.auth.<other field>` and `@request.body.<relation>.<field>`
 * join the collections involved. Missing keys are NULL.
 */
export function resolveRequestField(
  props: readonly string[],
  host: RequestFieldHost,
): ResolvedOperand {
  if (props[1] === 'auth') return resolveAuthField(props, host);
  if (props[1] === 'body' && props.length > 2) {
    const body = resolveBodyField(props, host);
    if (body) return body;
  }
  return resolveStaticField(props.slice(1), host);
}

function resolveAuthField(props: readonly string[], host: RequestFieldHost): ResolvedOperand {
  const auth = host.requestInfo.auth;
  if (!auth) return NULL_OPERAND;
  const [name] = splitModifier(props[2] ?? '');
  if (props.length === 3 && PLAIN_AUTH_FIELDS.has(name)) {
    return resolveStaticField(props.slice(1), host);
  }
  const key = `${host.rootKey}|@request.auth`;
  const authId = paramOperand(String(auth.record['id'] ?? '')).sql;
  const join = collectionJoin(key, auth.collection, host.dialect, (alias) => {
    return fragment`${columnSql(host.dialect, alias, 'id')} = ${authId}`;
  });
  return host.resolvePath(props.slice(2), requestWalk(auth.collection, key, [join], false));
}

function requestWalk(
  collection: CollectionModel,
  key: string,
  joins: PlannedJoin[],
  multi: boolean,
): PathWalk {
  return { collection, key, joins, multi, allowHidden: true, nullifyMissing: true };
}

function collectionJoin(
  key: string,
  collection: CollectionModel,
  dialect: Dialect,
  on: (alias: string) => Sql,
): PlannedJoin {
  return {
    key,
    collection,
    build: (alias) => ({
      item: raw(`${dialect.quoteIdent(collection.name)} AS ${dialect.quoteIdent(alias)}`),
      on: on(alias),
    }),
  };
}

/** `@request.body.<collection field>…` forms that need the field's type; null for the rest. */
function resolveBodyField(
  props: readonly string[],
  host: RequestFieldHost,
): ResolvedOperand | null {
  const [name, modifier] = splitModifier(props[2] ?? '');
  const field = findField(host.collection, name);
  if (!field) return null;
  if (field.type === 'relation' && props.length > 3) {
    return resolveBodyRelation(field, props.slice(3), host);
  }
  if (props.length !== 3) return null;
  const value = host.requestInfo.body[field.name];
  if (modifier === 'each' || modifier === 'length') {
    if (!isMultiValuer(field)) {
      throw new FilterError(`field "${field.name}" does not support multi-value operations`);
    }
    return modifier === 'each'
      ? resolveBodyEach(field, value, host)
      : paramOperand(toItems(value).length);
  }
  if (modifier === 'lower') {
    return { sql: fragment`LOWER(${paramOperand(toText(value)).sql})`, constant: true };
  }
  return modifier === 'changed' ? resolveBodyChanged(field, host) : null;
}

/** `@request.body.rel.field`: the submitted related records, looked up by id. */
function resolveBodyRelation(
  field: RelationField,
  rest: readonly string[],
  host: RequestFieldHost,
): ResolvedOperand {
  const target = host.find(field.collectionId);
  if (!target) throw new FilterError(`collection of relation "${field.name}" not found`);
  const ids = toUniqueStrings(host.requestInfo.body[field.name]);
  if (ids.length === 0) return NULL_OPERAND;
  const key = `${host.rootKey}|@request.body.${field.name}`;
  const idList = joinSql(
    ids.map((id) => paramOperand(id).sql),
    ', ',
  );
  const join = collectionJoin(
    key,
    target,
    host.dialect,
    (alias) => fragment`${columnSql(host.dialect, alias, 'id')} IN (${idList})`,
  );
  const multiple = kindOf(field).isMultiple(field);
  return host.resolvePath(rest, requestWalk(target, key, [join], multiple));
}

/** `@request.body.tags:each`: one joined row per submitted item. */
function resolveBodyEach(
  field: CollectionField,
  value: unknown,
  host: RequestFieldHost,
): ResolvedOperand {
  const key = `${host.rootKey}|@request.body.${field.name}:each`;
  const { dialect } = host;
  const column = dialect.quoteIdent('value');
  const items = toItems(value).map((item) => paramOperand(toBoundValue(item, false)).sql);
  // A derived table of bound items works on every engine; no items gives no rows, like json_each('[]').
  const rows =
    items.length === 0
      ? raw(`SELECT NULL AS ${column} WHERE 1=0`)
      : joinSql(
          items.map((item) => fragment`SELECT ${item} AS ${raw(column)}`),
          ' UNION ALL ',
        );
  const join: PlannedJoin = {
    key,
    collection: null,
    build: (alias) => ({
      item: fragment`(${rows}) AS ${raw(dialect.quoteIdent(alias))}`,
      on: null,
    }),
  };
  return host.render({
    kind: 'value',
    joins: [join],
    multi: kindOf(field).isMultiple(field),
    value: (aliasOf) => columnSql(dialect, aliasOf(key), 'value'),
  });
}

/**
 * `@request.body.x:changed`: x was submitted and differs from the row's x, i.e. the negation of
 * PocketBase's documented `(@request.body.x:isset = false || @request.body.x = x)`.
 */
function resolveBodyChanged(field: CollectionField, host: RequestFieldHost): ResolvedOperand {
  const body = host.requestInfo.body;
  if (!Object.hasOwn(body, field.name)) {
    return { ...boolOperand(host.dialect, false), nullFallback: 'disabled' };
  }
  const submitted = boundOperand(toBoundValue(body[field.name], field.type === 'number'));
  const differs = buildEquality(false, submitted, host.ownField(field.name), host.dialect);
  return { sql: fragment`(${differs})`, nullFallback: 'disabled' };
}

function boundOperand(value: ReturnType<typeof toBoundValue>): ResolvedOperand {
  return value === null ? NULL_OPERAND : paramOperand(value);
}

/** `@request.query.a`, `@request.body.x.y`, `@request.auth.id`… read from the request itself. */
function resolveStaticField(path: readonly string[], host: RequestFieldHost): ResolvedOperand {
  const keys = [...path];
  const [last, modifier] = splitModifier(keys.pop() ?? '');
  keys.push(last);
  const { found, value } = extractPath(requestData(host.requestInfo), keys);
  if (modifier === 'isset') return boolOperand(host.dialect, found);
  if (modifier !== '' && modifier !== 'lower') {
    throw new FilterError(`invalid modifier "${modifier}" for @request.${path.join('.')}`);
  }
  // PB compat: the number cast looks the last key up among the collection's own fields,
  // whatever the @request section.
  const numberField = findField(host.collection, last)?.type === 'number';
  const operand = boundOperand(toBoundValue(value, numberField));
  if (modifier !== 'lower' || operand.literal) return operand;
  return { sql: fragment`LOWER(${operand.sql})`, constant: true };
}
