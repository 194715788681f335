import type PocketBase from 'pocketbase';
import { PRESENCE_TOPIC, type Presence } from '../features/friends/presence/presence-model.js';
import type { PresenceService } from '../features/friends/presence/presence-service.js';
import { RealtimeProbe, type ReceivedEvent } from './realtime-probe.js';
import type { TestServer } from './test-server.js';

/** Opens a realtime probe for `pb` on the presence topic, once presence has taken it in. */
export async function watchPresence(
  server: TestServer,
  presence: PresenceService,
  pb: PocketBase,
): Promise<RealtimeProbe> {
  const probe = await RealtimeProbe.open(server, pb);
  await probe.subscribe(PRESENCE_TOPIC);
  await presence.settled();
  return probe;
}

/** The presence events about `user` among what a probe heard. */
export function presencesIn(events: readonly ReceivedEvent[], user: string): Presence[] {
  return events
    .filter((event) => event.topic === PRESENCE_TOPIC)
    .map((event) => {
      // note: the server publishes nothing but `Presence` objects on this topic.
      const item = event.data as Presence;
      return item;
    })
    .filter((item) => item.user === user);
}
