import type { CollectionModel } from '@hearth/shared';
import type { RecordValues } from '../request-info.js';
import type { RealtimeBroker } from './realtime-broker.js';

/**
 * Follows a change of an auth record in the bindings of the clients bound to it: an update
 * refreshes what their rules see, unless the record's tokenKey changed (a password or email
 * change), which, like a delete, drops the binding. Those clients then get what a guest gets.
 */
export function followAuthRecord(
  broker: RealtimeBroker,
  collection: CollectionModel,
  action: 'create' | 'update' | 'delete',
  record: RecordValues,
): void {
  if (collection.type !== 'auth' || action === 'create') return;
  for (const client of broker.boundTo(collection.id, String(record['id']))) {
    const binding = client.binding;
    if (!binding) continue;
    if (action === 'delete' || binding.identity.record['tokenKey'] !== record['tokenKey']) {
      broker.bind(client, null);
    } else {
      broker.bind(client, { ...binding, identity: { ...binding.identity, collection, record } });
    }
  }
}

/**
 * Follows collection changes in every binding: a deleted collection, or a changed auth token
 * secret (which invalidates every token of the collection), drops the binding; otherwise the
 * binding sees the collection's new definition (its manage rule, for one).
 */
export function followAuthCollections(
  broker: RealtimeBroker,
  find: (id: string) => CollectionModel | undefined,
): void {
  for (const client of broker.boundClients()) {
    const binding = client.binding;
    if (!binding) continue;
    const current = binding.identity.collection;
    const fresh = find(current.id);
    if (fresh?.type !== 'auth' || fresh.authToken.secret !== current.authToken.secret) {
      broker.bind(client, null);
    } else if (fresh !== current) {
      broker.bind(client, { ...binding, identity: { ...binding.identity, collection: fresh } });
    }
  }
}
