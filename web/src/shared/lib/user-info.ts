// note: `?no-inline` keeps the pictures out of the first paint's script (eight of them, inlined,
// would be kilobytes of it); each is fetched only by a page that shows it.
import mistAvatar from '../assets/default-avatar-mist.svg?no-inline';
import nightAvatar from '../assets/default-avatar-night.svg?no-inline';
import warmAvatar from '../assets/default-avatar-warm.svg?no-inline';
import whiteAvatar from '../assets/default-avatar-white.svg?no-inline';
import mistBackground from '../assets/default-background-mist.svg?no-inline';
import nightBackground from '../assets/default-background-night.svg?no-inline';
import warmBackground from '../assets/default-background-warm.svg?no-inline';
import whiteBackground from '../assets/default-background-white.svg?no-inline';
import type { SurfaceName } from './theme-preference';

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

/** The bundled defaults: each surface has its own, so night gets dark pictures, not light ones. */
const BUNDLED_DEFAULTS: Record<SurfaceName, DefaultImages> = {
  white: { avatarUrl: whiteAvatar, backgroundUrl: whiteBackground },
  warm: { avatarUrl: warmAvatar, backgroundUrl: warmBackground },
  mist: { avatarUrl: mistAvatar, backgroundUrl: mistBackground },
  night: { avatarUrl: nightAvatar, backgroundUrl: nightBackground },
};

/**
 * The default avatar and background: bundled with the app (served by Hearth itself) in the
 * surface's own colours, or, when a CDN is configured, the CDN's two pictures (spec section 3)
 * in every surface.
 */
export function defaultImages(cdnBase: string | null, surface: SurfaceName): DefaultImages {
  if (!cdnBase) return BUNDLED_DEFAULTS[surface];
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
