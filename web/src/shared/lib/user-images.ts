import { readEnv } from '../config/env';
import type { UserRecord } from './user-record';
import { readSurface } from './theme-preference';
import { defaultImages, recordFileUrl } from './user-info';

/** A small avatar for lists (the server's 100x100 thumbnail), or the surface's default avatar. */
export function avatarThumbUrl(
  record: Pick<UserRecord, 'id' | 'avatar' | 'collectionName'>,
): string {
  const env = readEnv();
  if (!record.avatar) return defaultImages(env.assetCdn, readSurface()).avatarUrl;
  return `${recordFileUrl(env.apiUrl, record, record.avatar)}?thumb=100x100`;
}
