import type { CollectionModel } from '@hearth/shared';
import { COLLECTION_COLUMNS, COLLECTIONS_TABLE } from '../../collections/collection-registry.js';
import { kindOf } from '../../collections/fields/field-kinds.js';
import { MIGRATIONS_TABLE, PARAMS_TABLE } from '../../migrations/bootstrap.js';
import type { ColumnKind } from '../../storage/dialect.js';

/**
 * How a column's values are bound and compared across engines. JSON is text here: both
 * engines keep it as the text that was written, so it must come across byte for byte.
 */
export type ValueKind = 'text' | 'number' | 'bool';

/** A table whose rows are the instance's data, copied and verified row for row. */
export interface CopiedTable {
  name: string;
  /** The column the rows are read in order of (each engine in its own order). */
  key: string;
  columns: readonly { name: string; kind: ValueKind }[];
}

/** The internal tables, as `migrations/bootstrap.ts` creates them (a test holds the two together). */
export const INTERNAL_TABLES: readonly CopiedTable[] = [
  {
    name: COLLECTIONS_TABLE,
    key: 'id',
    columns: [
      { name: 'id', kind: 'text' },
      ...COLLECTION_COLUMNS.map((name) => ({
        name,
        kind: name === 'system' ? ('bool' as const) : ('text' as const),
      })),
    ],
  },
  {
    name: PARAMS_TABLE,
    key: 'id',
    columns: ['id', 'value', 'created', 'updated'].map((name) => ({ name, kind: 'text' })),
  },
  {
    name: MIGRATIONS_TABLE,
    key: 'file',
    columns: [
      { name: 'file', kind: 'text' },
      { name: 'applied', kind: 'number' },
    ],
  },
];

/**
 * What an instance's data is: the internal tables and every collection's record table (views
 * have none). Anything else in the database is derived and engine-specific (the message search
 * index), and is rebuilt on the target rather than copied.
 */
export function copiedTables(collections: readonly CollectionModel[]): CopiedTable[] {
  const records = collections
    .filter((collection) => collection.type !== 'view')
    .map((collection) => ({
      name: collection.name,
      key: 'id',
      columns: collection.fields.map((field) => ({
        name: field.name,
        kind: valueKindOf(kindOf(field).columnKind(field)),
      })),
    }));
  return [...INTERNAL_TABLES, ...records.sort((a, b) => a.name.localeCompare(b.name))];
}

function valueKindOf(columnKind: ColumnKind): ValueKind {
  switch (columnKind) {
    case 'primaryKey':
    case 'text':
    case 'json':
    case 'jsonArray':
      return 'text';
    case 'number':
      return 'number';
    case 'bool':
      return 'bool';
  }
}
