import {
  messagesCollection,
  moderationLogCollection,
  reportsCollection,
  USERS_COLLECTION_ID,
  usersCollection,
  type CollectionField,
  type CollectionInput,
} from '@hearth/shared';
import type { Migration } from '../../migrations/migration.js';
import { COLLECTIONS_TABLE } from '../../collections/collection-registry.js';
import type { Queryable } from '../../storage/db.js';

/** The `users` fields moderation adds. */
const SUSPENSION_FIELDS = ['suspendedUntil', 'suspensionReason'];

/**
 * Moderation (docs/moderation.md): the `reports` and `moderation_log` collections, the hidden
 * suspension fields of `users` (added to the fields the deployment has, whatever else it
 * changed) and the messages create rule that refuses a suspended author.
 */
export const moderationCollections: Migration = {
  name: '0011_moderation',
  up: async (context) => {
    const users = {
      id: usersCollection.id,
      name: usersCollection.name,
      type: 'auth',
      fields: [...(await storedFields(context.q, USERS_COLLECTION_ID)), ...suspensionFields()],
    };
    const messages = {
      id: messagesCollection.id,
      name: messagesCollection.name,
      type: 'base',
      createRule: messagesCollection.createRule,
    };
    // note: partial collections merge over the stored ones (`mergeCollection`); the input type
    // names whole collections, hence the casts.
    await context.importCollections([
      users as CollectionInput,
      messages as CollectionInput,
      reportsCollection,
      moderationLogCollection,
    ]);
  },
};

function suspensionFields(): CollectionField[] {
  return (usersCollection.fields ?? []).filter((field) => SUSPENSION_FIELDS.includes(field.name));
}

/** The collection's fields as stored now, without the ones this migration adds. */
async function storedFields(q: Queryable, id: string): Promise<CollectionField[]> {
  const row = await q.get<{ fields: string }>(
    `SELECT fields FROM ${q.dialect.quoteIdent(COLLECTIONS_TABLE)} WHERE id = ?`,
    [id],
  );
  const parsed: unknown = JSON.parse(row?.fields ?? '[]');
  if (!Array.isArray(parsed)) return [];
  // note: the registry wrote this JSON from the collection's fields.
  const fields = parsed as CollectionField[];
  return fields.filter((field) => !SUSPENSION_FIELDS.includes(field.name));
}
