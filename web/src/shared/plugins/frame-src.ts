import { PLUGIN_ROUTES } from '@hearth/shared';
import { readEnv } from '../config/env';

/**
 * Where a frame loads its page: the plugin's files served for this user's grant (only while it is
 * enabled) with the Content-Security-Policy that grant allows.
 */
export function frameSrc(grantId: string, entry: string): string {
  const path = entry
    .split('/')
    .filter((part) => part !== '')
    .map(encodeURIComponent)
    .join('/');
  return `${readEnv().apiUrl}${PLUGIN_ROUTES.frame(grantId, path)}`;
}
