import { useMemo } from 'react';
import { readEnv } from '../config/env';
import { useCurrentUser } from '../lib/session';
import { useSurface } from '../lib/theme-preference';
import type { UserInfo } from '../lib/user-info';
import { defaultImages, toUserInfo } from '../lib/user-info';

/** The signed-in user's info (spec section 3), or `null` when signed out. */
export function useUserInfo(): UserInfo | null {
  const record = useCurrentUser();
  // The default pictures follow the surface, so a change of theme changes them at once.
  const surface = useSurface();
  return useMemo(
    () =>
      record
        ? toUserInfo(record, readEnv().apiUrl, defaultImages(readEnv().assetCdn, surface))
        : null,
    [record, surface],
  );
}
