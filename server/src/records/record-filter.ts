import type { CollectionModel } from '@hearth/shared';
import { badRequest } from '../errors.js';
import type { RequestInfo } from '../request-info.js';
import type { Sql } from '../storage/db.js';
import type { Dialect } from '../storage/dialect.js';

// TEMPORARY: replaced by the filter engine (branch `filter`). Only empty expressions compile.

/** Finds collections by id or name. */
export interface CollectionLookup {
  find(idOrName: string): CollectionModel | undefined;
}

/** Where and for whom a filter is compiled. */
export interface RecordFilterScope {
  collection: CollectionModel;
  collections: CollectionLookup;
  requestInfo: RequestInfo;
  dialect: Dialect;
  mainAlias: string;
  mode: 'rule' | 'client';
}

/** Compiles a filter or rule into a boolean SQL expression. */
export function compileRecordFilter(expression: string, _scope: RecordFilterScope): Sql {
  if (expression.trim() === '') return { text: '1=1', params: [] };
  throw badRequest();
}

/** Compiles a sort list into an ORDER BY list. */
export function compileRecordSort(sort: string, _scope: RecordFilterScope): Sql {
  if (sort.trim() === '') return { text: '', params: [] };
  throw badRequest();
}

/** Returns null when the rule compiles. */
export function checkRuleSyntax(
  _collection: CollectionModel,
  _rule: string,
  _collections: CollectionLookup,
): string | null {
  return null;
}
