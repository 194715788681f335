import { SESSION_ROUTES } from '@hearth/shared';
import type { EndOtherSessionsResult } from '@hearth/shared';
import { loadPb } from '@/shared/lib/load-pb';
import type { LiveEvent, LiveSource } from '@/shared/social/live-records';

/** The `sessions` collection (`packages/shared/src/schema/sessions.ts`). */
const SESSIONS = 'sessions';

/** One signed-in device of the user, as the `sessions` collection returns it. */
export interface SessionRecord {
  id: string;
  browser: string;
  os: string;
  deviceType: '' | 'desktop' | 'mobile' | 'tablet';
  ip: string;
  place: string;
  lastActive: string;
  created: string;
}

async function sessions() {
  return (await loadPb()).pb.collection<SessionRecord>(SESSIONS);
}

function liveEvent(event: { action: string; record: SessionRecord }): LiveEvent<SessionRecord> {
  const action = event.action === 'create' || event.action === 'delete' ? event.action : 'update';
  return { action, record: event.record };
}

/** The signed-in user's sessions (the rules show only their own), with their changes. */
export const sessionsSource: LiveSource<SessionRecord> = {
  load: async () => (await sessions()).getFullList({ sort: '-lastActive', requestKey: null }),
  listen: async (onEvent) =>
    (await sessions()).subscribe('*', (event) => onEvent(liveEvent(event))),
};

/** Signs one device out: its token answers 401 from now on. */
export async function endSession(id: string): Promise<void> {
  await (await sessions()).delete(id, { requestKey: null });
}

/** Signs out every device but this one; answers how many were. */
export async function endOtherSessions(): Promise<number> {
  const { pb } = await loadPb();
  const answer = await pb.send<EndOtherSessionsResult>(SESSION_ROUTES.endOthers, {
    method: 'POST',
    requestKey: null,
  });
  return answer.ended;
}
