import { usersCollection } from '@hearth/shared';
import type { FileField } from '@hearth/shared';
import type { UserRecord } from '@/shared/lib/user-record';
import { users } from '@/shared/lib/load-pb';
import type { FieldIssue } from '@/shared/lib/validation';

/** What happens to an image field on save. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export interface ProfileChanges {
  nickname: string;
  bio: string;
  avatar: ImageChange;
  background: ImageChange;
}

function fileField(name: 'avatar' | 'background'): FileField | undefined {
  return usersCollection.fields?.find(
    (field): field is FileField => field.type === 'file' && field.name === name,
  );
}

/** Checks a picked image against the `users` schema's limits before uploading it. */
export function validateImage(name: 'avatar' | 'background', file: File): FieldIssue | null {
  const field = fileField(name);
  if (field?.mimeTypes?.length && !field.mimeTypes.includes(file.type)) {
    return { code: 'validation_invalid_mime_type' };
  }
  if (field?.maxSize && file.size > field.maxSize) {
    return { code: 'validation_file_size_limit', params: { maxSize: field.maxSize } };
  }
  return null;
}

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
