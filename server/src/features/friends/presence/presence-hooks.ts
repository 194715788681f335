import type { RecordChangeEvent } from '../../../hooks/record-hooks.js';
import type { ClientAuthChange } from '../../../realtime/realtime.js';
import { PEOPLE_COLLECTION } from '../require-user.js';
import { modeOf, visibilityOf } from './presence-model.js';
import type { PresenceService } from './presence-service.js';

/**
 * Follows realtime connections into presence: a client bound to a user is one of their
 * connections until it goes or its auth changes. Guests and superusers have no presence.
 */
export function followConnections(service: PresenceService) {
  return ({ clientId, auth, previous }: ClientAuthChange): void => {
    const before = personOf(previous);
    const after = personOf(auth);
    if (before === after) return;
    if (before !== null) service.disconnect(before, clientId);
    if (after !== null) service.connect(after, clientId);
  };
}

/** The collections `followSocialChanges` reads. */
export const SOCIAL_COLLECTIONS = ['friendships', 'blocks', PEOPLE_COLLECTION] as const;

/**
 * Keeps presence's friend lists and settings true to committed changes: friendships made and
 * ended, blocks (which end friendships and hide presence both ways), and a user's own mode and
 * privacy changed through the records API.
 */
export function followSocialChanges(service: PresenceService) {
  return (event: RecordChangeEvent): void => {
    const { record } = event;
    switch (event.collection.name) {
      case 'friendships': {
        const requester = String(record['requester'] ?? '');
        const addressee = String(record['addressee'] ?? '');
        if (event.action !== 'delete' && record['status'] === 'accepted') {
          service.befriended(requester, addressee);
        } else {
          service.unfriended(requester, addressee);
        }
        return;
      }
      case 'blocks':
        if (event.action === 'create') {
          service.unfriended(String(record['blocker'] ?? ''), String(record['blocked'] ?? ''));
        }
        return;
      case PEOPLE_COLLECTION:
        if (event.action === 'update') {
          service.settingsChanged(
            String(record['id']),
            modeOf(record['presence']),
            visibilityOf(record['presenceVisibility']),
          );
        }
        return;
      default:
        return;
    }
  };
}

function personOf(auth: ClientAuthChange['auth']): string | null {
  return auth?.collection.name === PEOPLE_COLLECTION ? String(auth.record['id']) : null;
}
