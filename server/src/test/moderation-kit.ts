import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import type { Person } from './social-kit.js';
import { TEST_PASSWORD, type TestServer } from './test-server.js';

/** The moderation routes' paths (docs/moderation.md). */
export const MODERATION = {
  suspend: '/api/hearth/moderation/suspend',
  lift: '/api/hearth/moderation/lift',
  deleteUser: '/api/hearth/moderation/delete-user',
  dismiss: (id: string) => `/api/hearth/moderation/reports/${id}/dismiss`,
  deleteMessage: (id: string) => `/api/hearth/moderation/reports/${id}/delete-message`,
  context: (id: string) => `/api/hearth/moderation/reports/${id}/context`,
} as const;

/** A test user who can sign in again: their email besides the signed-in client. */
export interface Member extends Person {
  email: string;
}

let counter = 0;

/** Creates and signs in a user with this nickname and a known email. */
export async function member(server: TestServer, nickname: string): Promise<Member> {
  const email = `moderation-${++counter}-${Date.now()}@example.com`;
  const { pb, id } = await server.user(email, undefined, { nickname });
  return { pb, id, nickname, email };
}

/** Signs the member in with their password on a fresh client. */
export async function signIn(server: TestServer, who: Member): Promise<PocketBase> {
  const pb = server.client();
  await pb.collection('users').authWithPassword(who.email, TEST_PASSWORD);
  return pb;
}

/** POSTs a JSON body to a moderation route as `pb`. */
export function post<T = RecordModel>(
  pb: PocketBase,
  path: string,
  body: Record<string, unknown> = {},
): Promise<T> {
  return pb.send<T>(path, { method: 'POST', body });
}

/** `reporter` reports a message or a person. */
export function report(reporter: Person, fields: Record<string, unknown>): Promise<RecordModel> {
  return reporter.pb
    .collection('reports')
    .create({ reporter: reporter.id, reason: 'spam', ...fields });
}

/** The audit entries about a user, oldest first, as a superuser reads them. */
export function auditOf(admin: PocketBase, userId: string): Promise<RecordModel[]> {
  return admin
    .collection('moderation_log')
    .getFullList({ filter: admin.filter('user = {:u}', { u: userId }), sort: 'created,id' });
}

/** An ISO date this many hours from now. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}
