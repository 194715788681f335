import { usersCollection } from '@hearth/shared';
import type { ImageLimits } from '@/shared/lib/image-file';
import { imageLimits } from '@/shared/lib/image-file';
import type { UserRecord } from '@/shared/lib/user-record';
import { users } from '@/shared/lib/load-pb';

/** What happens to an image field on save. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export interface ProfileChanges {
  nickname: string;
  bio: string;
  avatar: ImageChange;
  background: ImageChange;
}

/** What the avatar and the background accept: the `users` schema's file fields. */
export const IMAGE_LIMITS: Record<'avatar' | 'background', ImageLimits> = {
  avatar: imageLimits(usersCollection, 'avatar'),
  background: imageLimits(usersCollection, 'background'),
};

/** The request body for the changes: files go as multipart (the SDK switches when it sees one). */
export function profileBody(changes: ProfileChanges): Record<string, unknown> {
  const body: Record<string, unknown> = {
    nickname: changes.nickname.trim(),
    bio: changes.bio.trim(),
  };
  for (const name of ['avatar', 'background'] as const) {
    const change = changes[name];
    if (change.kind === 'replace') body[name] = change.file;
    // PB compat: an empty value clears a single file field (and deletes the stored file).
    if (change.kind === 'remove') body[name] = '';
  }
  return body;
}

/** Saves the profile; the SDK merges the answer into the stored session. */
export async function updateProfile(id: string, changes: ProfileChanges): Promise<UserRecord> {
  return (await users()).update(id, profileBody(changes));
}

/** Mails a confirmation link to the new address; the change happens once it is opened. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  await (await users()).requestEmailChange(newEmail.trim());
}
