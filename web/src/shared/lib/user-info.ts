import defaultAvatar from '../assets/default-avatar.svg';
import defaultBackground from '../assets/default-background.svg';

/** The client-side user info of spec section 3. */
export interface UserInfo {
  id: string;
  nickname: string;
  email: string;
  avatarUrl: string;
  backgroundUrl: string;
}

/** The fields of a user record that user info is built from (spec section 3). */
export interface UserInfoSource {
  id: string;
  nickname?: string;
  email?: string;
  avatar?: string;
  background?: string;
  collectionName: string;
}

/** The images shown when a user has not uploaded their own. */
export interface DefaultImages {
  avatarUrl: string;
  backgroundUrl: string;
}

/**
 * The default avatar and background: bundled with the app (served by Hearth itself), or from
 * `cdnBase` when one is configured.
 */
export function defaultImages(cdnBase: string | null): DefaultImages {
  if (!cdnBase) return { avatarUrl: defaultAvatar, backgroundUrl: defaultBackground };
  return {
    avatarUrl: `${cdnBase}/default-avatar.svg`,
    backgroundUrl: `${cdnBase}/default-background.svg`,
  };
}

/** `{backend}/api/files/{collectionName}/{id}/{file}` (spec section 3). */
export function recordFileUrl(backendUrl: string, record: UserInfoSource, file: string): string {
  const parts = [record.collectionName, record.id, file].map(encodeURIComponent);
  return `${backendUrl}/api/files/${parts.join('/')}`;
}

/** Builds user info from a user record (spec section 3). */
export function toUserInfo(
  record: UserInfoSource,
  backendUrl: string,
  defaults: DefaultImages,
): UserInfo {
  return {
    id: record.id,
    nickname: record.nickname ?? '',
    email: record.email ?? '',
    avatarUrl: record.avatar
      ? recordFileUrl(backendUrl, record, record.avatar)
      : defaults.avatarUrl,
    backgroundUrl: record.background
      ? recordFileUrl(backendUrl, record, record.background)
      : defaults.backgroundUrl,
  };
}
