import type { CollectionField, CollectionModel } from '@/shared/lib/pb';

/** Fields a superuser never edits or lists here: secrets and the auth token key. */
const SECRET_TYPES = new Set(['password']);
const SECRET_NAMES = new Set(['tokenKey']);

/** A field option (the SDK types options loosely); `undefined` when absent. */
export function fieldOption(field: CollectionField, name: string): unknown {
  const options: Record<string, unknown> = field;
  return options[name];
}

/** Whether a select, file or relation field holds several values. */
export function isMultiple(field: CollectionField): boolean {
  const max = fieldOption(field, 'maxSelect');
  return typeof max === 'number' && max > 1;
}

/** A select field's choices. */
export function selectValues(field: CollectionField): string[] {
  const values = fieldOption(field, 'values');
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];
}

/** The id of the collection a relation field points at. */
export function relationTarget(field: CollectionField): string {
  const target = fieldOption(field, 'collectionId');
  return typeof target === 'string' ? target : '';
}

/** Whether a field is never shown (secrets, the auth token key). */
export function isSecret(field: CollectionField): boolean {
  return SECRET_TYPES.has(field.type) || SECRET_NAMES.has(field.name);
}

/** The name of the field that names a record of `collection` (its first presentable one). */
export function presentableField(collection: CollectionModel | undefined): string | null {
  const field = collection?.fields.find((f) => f.presentable && !f.hidden && !isSecret(f));
  return field?.name ?? null;
}

const TIMESTAMPS = new Set(['created', 'updated']);

/**
 * The table's columns: presentable fields first, then the id, the other fields, and the
 * created/updated timestamps last. Secrets are left out.
 */
export function recordColumns(collection: CollectionModel): CollectionField[] {
  // Hidden fields too: superusers read them, and this is where they look.
  const visible = collection.fields.filter((f) => !isSecret(f));
  const presentable = visible.filter((f) => f.presentable && f.name !== 'id');
  const id = visible.filter((f) => f.name === 'id');
  const stamps = visible.filter((f) => TIMESTAMPS.has(f.name) && !f.presentable);
  const rest = visible.filter(
    (f) => !presentable.includes(f) && !id.includes(f) && !stamps.includes(f),
  );
  return [...presentable, ...id, ...rest, ...stamps];
}

/** The relation fields among `fields`, as an `expand` parameter (empty when there are none). */
export function expandParameter(fields: CollectionField[]): string {
  return fields
    .filter((f) => f.type === 'relation')
    .map((f) => f.name)
    .join(',');
}
