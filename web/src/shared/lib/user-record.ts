import type { Language } from '@hearth/shared';

/**
 * A `users` record as the API returns it (spec section 3; `packages/shared/src/schema/users.ts`).
 * It spells out the SDK's `RecordModel` fields rather than extending it: the session types its
 * record with it, and must not import `pb.ts`, which imports the session.
 */
export interface UserRecord {
  /** Any other field the server sends; read it by name and check its type. */
  [field: string]: unknown;
  id: string;
  collectionId: string;
  collectionName: string;
  nickname: string;
  email: string;
  emailVisibility: boolean;
  verified: boolean;
  avatar: string;
  background: string;
  language: Language | '';
}

/** A text field of a record that `UserRecord` does not spell out (`''` when absent). */
export function recordText(record: UserRecord, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value : '';
}
