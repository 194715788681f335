import { needsConsent } from '@/shared/plugins';
import type { InstalledPlugin, PluginGrant } from '@/shared/plugins';

/** A plugin of the catalogue with the signed-in user's grant for it, if they ever enabled it. */
export interface CatalogueEntry {
  plugin: InstalledPlugin;
  grant: PluginGrant | null;
}

/**
 * Where a plugin stands for the user: off, on, or waiting for their consent because an update
 * asks for more than they agreed to (the server keeps it off until they do).
 */
export type PluginStatus = 'off' | 'on' | 'needsConsent';

export function pluginStatus({ plugin, grant }: CatalogueEntry): PluginStatus {
  if (!grant) return 'off';
  if (needsConsent(plugin, grant)) return 'needsConsent';
  return grant.enabled ? 'on' : 'off';
}
