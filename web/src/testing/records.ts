import type { UserRecord } from '@/shared/lib/user-record';

/** A signed-in user's record as the API returns it, with `fields` on top. */
export function userRecord(fields: Record<string, unknown> = {}): UserRecord {
  return {
    id: 'user1',
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    nickname: 'Ann',
    email: 'ann@example.com',
    emailVisibility: false,
    verified: true,
    avatar: '',
    background: '',
    language: 'en',
    ...fields,
  };
}
