import type { CollectionField, CollectionModel } from '@/shared/lib/pb';

/** The field types a collection can gain; `password` belongs to auth collections alone. */
const COMMON_TYPES = [
  'text',
  'editor',
  'number',
  'bool',
  'email',
  'url',
  'date',
  'select',
  'file',
  'relation',
  'json',
  'autodate',
] as const;

// note: `geoPoint` is never offered for a new field, but an existing one is shown as it is.
export type FieldType = (typeof COMMON_TYPES)[number] | 'password' | 'geoPoint';

const ALL_TYPES: ReadonlySet<string> = new Set<FieldType>([
  ...COMMON_TYPES,
  'password',
  'geoPoint',
]);

/** Whether the server's type is one the console knows. */
export function isFieldType(type: string): type is FieldType {
  return ALL_TYPES.has(type);
}

/** The types offered for a new field of a collection of this type. */
export function fieldTypesFor(collectionType: CollectionModel['type']): readonly FieldType[] {
  return collectionType === 'auth' ? [...COMMON_TYPES, 'password'] : COMMON_TYPES;
}

// note: the server marks these `system` too; naming them keeps the guard when a copy lacks the flag.
const AUTH_FIELDS = new Set(['email', 'emailVisibility', 'verified', 'password', 'tokenKey']);

/** Whether the field must keep its place and name: `id`, system fields and an auth collection's own. */
export function isProtectedField(
  field: Pick<CollectionField, 'name' | 'system'>,
  collectionType: CollectionModel['type'],
): boolean {
  if (field.system || field.name === 'id') return true;
  return collectionType === 'auth' && AUTH_FIELDS.has(field.name);
}
