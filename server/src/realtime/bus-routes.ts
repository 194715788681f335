import type { CollectionModel } from '@hearth/shared';
import type { CustomBusMessage } from './bus/bus.js';
import {
  collectionSubject,
  EVERYONE,
  topicSubject,
  userSubject,
  watchSubject,
  type BusSubject,
} from './bus/bus-subjects.js';
import { parseSubscription } from './realtime-subscription.js';

/**
 * The subjects of a record event. `audience` is who might pass its rules (the fan-out's
 * candidates: the ids a rule pins to `@request.auth.id`, read from the record), or null when
 * anyone might. Each of them gets a copy under `user/<id>` and superusers one under `watch/`;
 * with no audience, the processes with a client subscribed to the collection get it. An auth
 * record's own change also goes to `user/<its id>`: the processes holding clients bound to it
 * follow it (a new tokenKey drops them).
 */
export function recordSubjects(
  collection: CollectionModel,
  recordId: string,
  audience: ReadonlySet<string> | null,
): BusSubject[] {
  const subjects =
    audience === null
      ? [collectionSubject(collection.id)]
      : [watchSubject(collection.id), ...[...audience].map(userSubject)];
  if (collection.type === 'auth' && !audience?.has(recordId)) subjects.push(userSubject(recordId));
  return subjects;
}

/**
 * The subjects of a custom message: its audience's users, or the processes with a client
 * subscribed to its topic. Messages for sessions or for one client by id go to every process:
 * those clients may be anywhere (an ended session's tabs), and both are rare.
 */
export function customSubjects(message: CustomBusMessage): BusSubject[] {
  const { audience } = message;
  if (message.dropSessionAuth || audience?.sessionIds || audience?.clientIds) return [EVERYONE];
  if (audience?.authIds) return [...new Set(audience.authIds)].map(userSubject);
  return [topicSubject(parseSubscription(message.topic).topic)];
}
