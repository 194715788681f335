import type { CollectionModel, RelationField } from '@hearth/shared';
import { kindOf } from '../collections/fields/field-kinds.js';
import { toUniqueStrings } from '../collections/fields/value-cast.js';
import { isSuperuser, type RecordValues, type RequestInfo } from '../request-info.js';
import type { Queryable } from '../storage/db.js';
import { compileRecordFilter, type CollectionLookup } from './record-filter.js';
import { presentRecord, type RecordViewer } from './record-presenter.js';
import { valuesFromRow } from './record-store.js';

/** How deep `?expand=a.b.c` may go (PocketBase's limit). */
export const MAX_EXPAND_DEPTH = 6;
/** The most records one back-relation expands per parent (PocketBase's cap). */
export const MAX_BACK_RELATION_RECORDS = 1000;
const IN_CHUNK = 500;
const MAIN = '__expand';

/** A parsed `?expand=` value: relation name ⇒ nested expansions. */
export type ExpandTree = Map<string, ExpandTree>;

/** What expansion needs: where to read, and for whom (rules, visibility). */
export interface ExpandContext {
  q: Queryable;
  collections: CollectionLookup;
  requestInfo: RequestInfo;
  viewer: RecordViewer;
}

/**
 * Parses `?expand=`: comma-separated dotted paths, spaces ignored, at most 6 levels; a path that
 * another extends is merged into it. `"author.org, tags"` ⇒ `{author: {org: {}}, tags: {}}`
 */
export function parseExpand(value: string | undefined): ExpandTree {
  const tree: ExpandTree = new Map();
  for (const path of (value ?? '').replace(/\s+/g, '').split(',')) {
    if (path === '') continue;
    let node = tree;
    for (const part of path.split('.').slice(0, MAX_EXPAND_DEPTH)) {
      if (part === '') break;
      const child = node.get(legacyBackRelation(part)) ?? new Map();
      node.set(legacyBackRelation(part), child);
      node = child;
    }
  }
  return tree;
}

/** PocketBase's deprecated `comments(post)` form ⇒ `comments_via_post`. */
function legacyBackRelation(part: string): string {
  const match = /^(\w+)\((\w+)\)$/.exec(part);
  return match ? `${match[1]}_via_${match[2]}` : part;
}

/**
 * Presents records with their expansions. Each related collection's view rule applies for the
 * requester (superusers bypass it; a `null` view rule means it is not expanded); failures to
 * expand never fail the request, they just leave the relation out.
 */
export async function presentWithExpand(
  context: ExpandContext,
  collection: CollectionModel,
  records: readonly RecordValues[],
  tree: ExpandTree,
): Promise<Record<string, unknown>[]> {
  const json = records.map((record) => presentRecord(collection, record, context.viewer));
  if (tree.size === 0) return json;
  json.forEach((item) => (item['expand'] = {}));
  for (const [name, children] of tree) {
    try {
      await expandOne(context, collection, records, json, name, children);
    } catch {
      // PB compat: an expansion that cannot be resolved is silently omitted.
    }
  }
  return json;
}

async function expandOne(
  context: ExpandContext,
  collection: CollectionModel,
  records: readonly RecordValues[],
  json: Record<string, unknown>[],
  name: string,
  children: ExpandTree,
): Promise<void> {
  const field = collection.fields.find((candidate) => candidate.name === name);
  if (field?.type === 'relation') {
    await expandRelation(context, field, records, json, children);
    return;
  }
  const back = /^(\w+)_via_(\w+)$/.exec(name);
  if (back) {
    await expandBackRelation(
      context,
      collection,
      records,
      json,
      name,
      back[1] ?? '',
      back[2] ?? '',
      children,
    );
  }
}

async function expandRelation(
  context: ExpandContext,
  field: RelationField,
  records: readonly RecordValues[],
  json: Record<string, unknown>[],
  children: ExpandTree,
): Promise<void> {
  const target = context.collections.find(field.collectionId);
  if (!target) return;
  const ids = [...new Set(records.flatMap((record) => toUniqueStrings(record[field.name])))];
  const related = await fetchVisible(context, target, 'id', ids);
  const presented = await presentWithExpand(context, target, related, children);
  const byId = new Map(related.map((record, index) => [String(record['id']), presented[index]]));
  const multiple = kindOf(field).isMultiple(field);
  records.forEach((record, index) => {
    const found = toUniqueStrings(record[field.name])
      .map((id) => byId.get(id))
      .filter((item) => item !== undefined);
    if (found.length === 0) return;
    setExpand(json[index], field.name, multiple ? found : found[0]);
  });
}

async function expandBackRelation(
  context: ExpandContext,
  collection: CollectionModel,
  records: readonly RecordValues[],
  json: Record<string, unknown>[],
  key: string,
  targetName: string,
  fieldName: string,
  children: ExpandTree,
): Promise<void> {
  const target = context.collections.find(targetName);
  const field = target?.fields.find((candidate) => candidate.name === fieldName);
  if (!target || field?.type !== 'relation' || field.collectionId !== collection.id) return;
  const ids = records.map((record) => String(record['id']));
  const related = await fetchVisible(
    context,
    target,
    field.name,
    ids,
    kindOf(field).isMultiple(field),
  );
  const presented = await presentWithExpand(context, target, related, children);
  records.forEach((record, index) => {
    const id = String(record['id']);
    const mine = presented
      .filter((_item, position) => toUniqueStrings(related[position]?.[field.name]).includes(id))
      .slice(0, MAX_BACK_RELATION_RECORDS);
    if (mine.length > 0) {
      setExpand(json[index], key, isUniqueSingle(target, field) ? mine[0] : mine);
    }
  });
}

function isUniqueSingle(collection: CollectionModel, field: RelationField): boolean {
  if (kindOf(field).isMultiple(field)) return false;
  const pattern = new RegExp(`UNIQUE\\s+INDEX[^(]*\\(\\s*[\`"]?${field.name}[\`"]?\\s*\\)`, 'i');
  return collection.indexes.some((index) => pattern.test(index));
}

function setExpand(item: Record<string, unknown> | undefined, key: string, value: unknown): void {
  if (!item) return;
  // note: a presented record gets `expand` only from presentWithExpand and here, always as a
  // plain object (no field may be named `expand`).
  const expand = (item['expand'] ?? {}) as Record<string, unknown>;
  expand[key] = value;
  item['expand'] = expand;
}

/** Loads the records of `collection` whose `column` holds one of `ids`, as the view rule allows. */
async function fetchVisible(
  context: ExpandContext,
  collection: CollectionModel,
  column: string,
  ids: readonly string[],
  columnIsList = false,
): Promise<RecordValues[]> {
  if (ids.length === 0) return [];
  const superuser = isSuperuser(context.requestInfo);
  if (!superuser && collection.viewRule === null) return [];
  const { q } = context;
  const alias = q.dialect.quoteIdent(MAIN);
  const rule =
    !superuser && collection.viewRule
      ? compileRecordFilter(collection.viewRule, {
          collection,
          collections: context.collections,
          requestInfo: { ...context.requestInfo, context: 'expand' },
          dialect: q.dialect,
          mainAlias: MAIN,
          mode: 'rule',
        })
      : { text: '1=1', params: [] };
  const found: RecordValues[] = [];
  for (let start = 0; start < ids.length; start += IN_CHUNK) {
    const chunk = ids.slice(start, start + IN_CHUNK);
    const placeholders = chunk.map(() => '?').join(', ');
    const column_ = `${alias}.${q.dialect.quoteIdent(column)}`;
    const match = columnIsList
      ? `EXISTS (SELECT 1 FROM ${q.dialect.jsonEach(column_, '__je')} WHERE __je.value IN (${placeholders}))`
      : `${column_} IN (${placeholders})`;
    const rows = await q.all(
      `SELECT ${alias}.* FROM ${q.dialect.quoteIdent(collection.name)} AS ${alias} WHERE ${match} AND (${rule.text})`,
      [...chunk, ...rule.params],
    );
    found.push(...rows.map((row) => valuesFromRow(collection, row)));
  }
  return found;
}
