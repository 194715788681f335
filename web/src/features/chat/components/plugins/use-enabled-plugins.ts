import { useMemo } from 'react';
import type { EnabledPlugin } from '@/shared/plugins';
import { enabledPlugins, usePluginCatalogue } from '@/shared/plugins';

/** The plugins the signed-in user has on, live. */
export function useEnabledPlugins(): EnabledPlugin[] {
  const catalogue = usePluginCatalogue();
  return useMemo(() => enabledPlugins(catalogue), [catalogue]);
}
