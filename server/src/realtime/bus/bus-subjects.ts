/**
 * What a bus message is about. A bus that routes by subject (NATS) hands a process only the
 * messages of the subjects it declared an interest in, so what a process receives grows with
 * its own clients; a bus that reaches every process (in-process, PostgreSQL) ignores them.
 *
 * - `everyone`: every process, always (cache reloads, ended sessions, one client by id).
 * - `user/<authId>`: the processes holding a client bound to that auth record: record events
 *   whose rules pin `@request.auth.id` and list that id among the record's values, custom
 *   messages for that user, and changes of that auth record itself.
 * - `collection/<collectionId>`: record events of a collection whose audience cannot be
 *   narrowed (a rule that pins nobody), for the processes with a client subscribed to it.
 * - `watch/<collectionId>`: one copy of every narrowed record event of a collection, for
 *   processes that need them all (superuser clients, server code following peers' changes).
 * - `topic/<topic>`: custom messages without an audience, for the processes with a client
 *   subscribed to that topic.
 */
export type BusSubject =
  | typeof EVERYONE
  | `user/${string}`
  | `collection/${string}`
  | `watch/${string}`
  | `topic/${string}`;

export const EVERYONE = 'everyone';

/**
 * Interest only: every `watch/<collectionId>` at once (a process with a superuser client,
 * who passes every rule of every collection).
 */
export const WATCH_ALL: BusSubject = 'watch/*';

export function userSubject(authId: string): BusSubject {
  return `user/${authId}`;
}

export function collectionSubject(collectionId: string): BusSubject {
  return `collection/${collectionId}`;
}

export function watchSubject(collectionId: string): BusSubject {
  return `watch/${collectionId}`;
}

export function topicSubject(topic: string): BusSubject {
  return `topic/${topic}`;
}
