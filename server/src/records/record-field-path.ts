import type { CollectionField, CollectionModel, RelationField } from '@hearth/shared';
import { kindOf } from '../collections/fields/field-kinds.js';
import { parseIndex } from '../collections/index-definition.js';
import type { NullFallback, ResolvedOperand } from '../filter/field-resolver.js';
import { FilterError } from '../filter/filter-error.js';
import { NULL_OPERAND, paramOperand } from '../filter/operands.js';
import { fragment, raw } from '../filter/sql-fragment.js';
import type { Sql } from '../storage/sql.js';
import type { Dialect } from '../storage/dialect.js';
import type { AliasOf, PlannedJoin } from './record-join-scope.js';

/** PocketBase's `maxNestedRels`. */
export const MAX_RELATION_DEPTH = 6;

const MODIFIERS = ['each', 'isset', 'length', 'lower', 'changed'] as const;
/** A `:modifier` suffix of the last identifier part. */
export type FieldModifier = (typeof MODIFIERS)[number];

const MULTI_VALUER_TYPES = new Set(['select', 'file', 'relation']);

/** Collections by id or name, for relation targets. */
export interface PathContext {
  find(idOrName: string): CollectionModel | undefined;
  dialect: Dialect;
}

/** Where a path walk stands: the active collection, its join key and what was joined so far. */
export interface PathWalk {
  collection: CollectionModel;
  key: string;
  joins: PlannedJoin[];
  multi: boolean;
  allowHidden: boolean;
  /** `@request.*` paths answer NULL instead of failing on unknown names. */
  nullifyMissing: boolean;
}

/** A resolved path: a constant, or a value read from the root row through `joins`. */
export type PathPlan =
  | { kind: 'constant'; operand: ResolvedOperand }
  | {
      kind: 'value';
      joins: PlannedJoin[];
      multi: boolean;
      value: (aliasOf: AliasOf) => Sql;
      nullFallback?: NullFallback;
      /** Key of the auth collection alias whose `emailVisibility` must be true. */
      emailVisibilityKey?: string;
    };

const NULL_PLAN: PathPlan = { kind: 'constant', operand: NULL_OPERAND };

/**
 * Splits `name:modifier`; a part with no colon or several has no modifier.
 * `tags:each` ⇒ [`tags`, `each`]; `a:b:c` ⇒ [`a:b:c`, ``]; `a:nope` ⇒ error
 */
export function splitModifier(part: string): [string, FieldModifier | ''] {
  const pieces = part.split(':');
  if (pieces.length !== 2) return [part, ''];
  const [name = '', modifier = ''] = pieces;
  const known = MODIFIERS.find((candidate) => candidate === modifier);
  if (!known) throw new FilterError(`unknown modifier in "${part}"`);
  return [name, known];
}

/** A collection's field by exact name. */
export function findField(collection: CollectionModel, name: string): CollectionField | undefined {
  return collection.fields.find((field) => field.name === name);
}

/** Tells whether a field type can hold several values (`:each`/`:length` apply). */
export function isMultiValuer(field: CollectionField): boolean {
  return MULTI_VALUER_TYPES.has(field.type);
}

/**
 * Walks `props` from the walk's collection: relations (`author.org.name`, up to 6 levels),
 * back-relations (`comments_via_post.text`), JSON and geoPoint sub-paths (`data.a.0`), and a
 * last part with an optional modifier.
 */
export function planPath(props: readonly string[], start: PathWalk, ctx: PathContext): PathPlan {
  let walk = start;
  for (const [index, prop] of props.entries()) {
    if (index === props.length - 1) return planLastProp(walk, prop, ctx);
    const field = findField(walk.collection, prop);
    if (field) assertVisible(field, walk);
    if (field?.type === 'json' || field?.type === 'geoPoint') {
      return planJsonPath(walk, field, props.slice(index + 1), ctx);
    }
    if (index >= MAX_RELATION_DEPTH) {
      throw new FilterError(`more than ${MAX_RELATION_DEPTH} nested relations at "${prop}"`);
    }
    if (!field) {
      const next = planBackRelation(walk, prop, ctx);
      if (!next) return NULL_PLAN;
      walk = next;
      continue;
    }
    if (field.type !== 'relation') throw new FilterError(`field "${prop}" is not a relation`);
    // "author.id" reads the relation column itself, without a join
    if (
      !kindOf(field).isMultiple(field) &&
      index === props.length - 2 &&
      props[index + 1] === 'id'
    ) {
      return planLastProp(walk, field.name, ctx);
    }
    walk = planRelation(walk, field, ctx);
  }
  throw new FilterError('empty field path');
}

function assertVisible(field: CollectionField, walk: PathWalk): void {
  if (field.hidden && !walk.allowHidden) {
    throw new FilterError(`hidden field "${field.name}" cannot be filtered`);
  }
}

/** `"alias"."column"`. */
export function columnSql(dialect: Dialect, alias: string, column: string): Sql {
  return raw(`${dialect.quoteIdent(alias)}.${dialect.quoteIdent(column)}`);
}

function tableItem(dialect: Dialect, collection: CollectionModel, alias: string): Sql {
  return raw(`${dialect.quoteIdent(collection.name)} AS ${dialect.quoteIdent(alias)}`);
}

/** A join over the values of a JSON array column, named `key`. */
function jsonRowsJoin(
  key: string,
  column: (aliasOf: AliasOf) => Sql,
  dialect: Dialect,
): PlannedJoin {
  return {
    key,
    collection: null,
    build: (alias, aliasOf) => ({
      item: raw(dialect.jsonEach(column(aliasOf).text, dialect.quoteIdent(alias))),
      on: null,
    }),
  };
}

function planRelation(walk: PathWalk, field: RelationField, ctx: PathContext): PathWalk {
  const target = ctx.find(field.collectionId);
  if (!target) throw new FilterError(`collection of relation "${field.name}" not found`);
  const { dialect } = ctx;
  const multiple = kindOf(field).isMultiple(field);
  const key = `${walk.key}.${field.name}`;
  const source = (aliasOf: AliasOf) => columnSql(dialect, aliasOf(walk.key), field.name);
  const joins: PlannedJoin[] = [];
  const valuesKey = `${key}#values`;
  if (multiple) joins.push(jsonRowsJoin(valuesKey, source, dialect));
  joins.push({
    key,
    collection: target,
    build: (alias, aliasOf) => ({
      item: tableItem(dialect, target, alias),
      on: fragment`${columnSql(dialect, alias, 'id')} = ${
        multiple ? columnSql(dialect, aliasOf(valuesKey), 'value') : source(aliasOf)
      }`,
    }),
  });
  return {
    ...walk,
    collection: target,
    key,
    joins: [...walk.joins, ...joins],
    multi: walk.multi || multiple,
  };
}

const VIA = /^(\w+)_via_(\w+)$/;

/** `<collection>_via_<relationField>`: the records whose relation points at the active one. */
function planBackRelation(walk: PathWalk, prop: string, ctx: PathContext): PathWalk | null {
  const fail = (message: string) => {
    if (walk.nullifyMissing) return null;
    throw new FilterError(message);
  };
  const match = VIA.exec(prop);
  if (!match) return fail(`unknown field "${prop}"`);
  const source = ctx.find(match[1] ?? '');
  if (!source) return fail(`unknown collection in "${prop}"`);
  const field = findField(source, match[2] ?? '');
  if (field?.type !== 'relation') return fail(`invalid back-relation "${prop}"`);
  if (field.hidden && !walk.allowHidden) {
    throw new FilterError(`hidden field "${field.name}" cannot be filtered`);
  }
  // https://github.com/pocketbase/pocketbase/discussions/6590#discussioncomment-12496581
  if (field.collectionId !== walk.collection.id) return fail(`"${prop}" does not point here`);
  const storedMultiple = kindOf(field).isMultiple(field);
  const multiple = storedMultiple || !hasUniqueIndex(source, field.name);
  const key = `${walk.key}.${prop}`;
  const { dialect } = ctx;
  const join: PlannedJoin = {
    key,
    collection: source,
    build: (alias, aliasOf) => {
      const parentId = columnSql(dialect, aliasOf(walk.key), 'id');
      const backColumn = columnSql(dialect, alias, field.name);
      const on = storedMultiple
        ? fragment`${parentId} IN (SELECT ${raw('__je.value')} FROM ${raw(
            dialect.jsonEach(backColumn.text, '__je'),
          )})`
        : fragment`${backColumn} = ${parentId}`;
      return { item: tableItem(dialect, source, alias), on };
    },
  };
  return {
    ...walk,
    collection: source,
    key,
    joins: [...walk.joins, join],
    multi: walk.multi || multiple,
  };
}

function hasUniqueIndex(collection: CollectionModel, column: string): boolean {
  return collection.indexes.some((sql) => {
    const index = parseIndex(sql);
    return (
      index?.unique === true && index.columns.length === 1 && index.columns[0]?.name === column
    );
  });
}

/** `data.a.b.0` ⇒ the JSON value at `$.a.b[0]`, compared without NULL coalescing. */
function planJsonPath(
  walk: PathWalk,
  field: CollectionField,
  parts: readonly string[],
  ctx: PathContext,
): PathPlan {
  let path = '$';
  for (const part of parts) {
    if (!/^\w+$/.test(part)) throw new FilterError(`invalid JSON path part "${part}"`);
    path += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
  }
  const { dialect } = ctx;
  return {
    kind: 'value',
    joins: walk.joins,
    multi: walk.multi,
    nullFallback: 'disabled',
    value: (aliasOf) => jsonValue(dialect, columnSql(dialect, aliasOf(walk.key), field.name), path),
  };
}

function jsonValue(dialect: Dialect, column: Sql, path: string): Sql {
  return { text: dialect.jsonExtract(column.text, '?'), params: [path] };
}

function planLastProp(walk: PathWalk, prop: string, ctx: PathContext): PathPlan {
  const [name, modifier] = splitModifier(prop);
  const field = findField(walk.collection, name);
  if (!field) return planMissingField(walk, name);
  assertVisible(field, walk);
  const { dialect } = ctx;
  const column = (aliasOf: AliasOf) => columnSql(dialect, aliasOf(walk.key), field.name);
  const base = { kind: 'value' as const, joins: walk.joins, multi: walk.multi };
  if (modifier === 'length' && isMultiValuer(field)) {
    return { ...base, value: (aliasOf) => raw(dialect.jsonArrayLength(column(aliasOf).text)) };
  }
  if (modifier === 'each' && isMultiValuer(field)) {
    const key = `${walk.key}.${field.name}:each`;
    return {
      ...base,
      joins: [...walk.joins, jsonRowsJoin(key, column, dialect)],
      multi: walk.multi || kindOf(field).isMultiple(field),
      value: (aliasOf) => columnSql(dialect, aliasOf(key), 'value'),
    };
  }
  // PB compat: other modifiers on a collection field (`title:isset`) are ignored.
  const isJson = field.type === 'json';
  // a JSON column is read as its SQL value, so `data = 5` matches the stored `5`
  const read = (aliasOf: AliasOf): Sql =>
    isJson ? jsonValue(dialect, column(aliasOf), '$') : column(aliasOf);
  const plan: PathPlan = {
    ...base,
    value: modifier === 'lower' ? (aliasOf) => fragment`LOWER(${read(aliasOf)})` : read,
  };
  if (isJson) plan.nullFallback = 'disabled';
  if (field.name === 'email' && !walk.allowHidden && walk.collection.type === 'auth') {
    plan.emailVisibilityKey = walk.key;
  }
  return plan;
}

function planMissingField(walk: PathWalk, name: string): PathPlan {
  if (name === 'collectionId') {
    return { kind: 'constant', operand: paramOperand(walk.collection.id) };
  }
  if (name === 'collectionName') {
    return { kind: 'constant', operand: paramOperand(walk.collection.name) };
  }
  if (walk.nullifyMissing) return NULL_PLAN;
  throw new FilterError(`unknown field "${name}"`);
}
