import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/shared/lib/session';
import type { PluginCatalogue } from '../plugin-catalogue';
import {
  grantsStore,
  installedPlugin,
  keepCatalogue,
  pluginCatalogue,
  pluginGrant,
  pluginsStore,
} from '../plugin-catalogue';

/**
 * The installed plugins and the signed-in user's grants: loaded once per session, kept live over
 * realtime, shared by every screen that reads them.
 */
export function usePluginCatalogue(): PluginCatalogue {
  const me = useCurrentUser()?.id ?? null;
  useEffect(() => keepCatalogue(me), [me]);
  const plugins = useSyncExternalStore(pluginsStore.subscribe, pluginsStore.getState);
  const grants = useSyncExternalStore(grantsStore.subscribe, grantsStore.getState);
  const mine = me !== null && plugins.owner === me && grants.owner === me;
  const pluginItems = mine ? plugins.items : null;
  const grantItems = mine ? grants.items : null;
  const installed = useMemo(() => (pluginItems ?? []).map(installedPlugin), [pluginItems]);
  const granted = useMemo(() => (grantItems ?? []).map(pluginGrant), [grantItems]);
  const failed = plugins.status === 'failed' || grants.status === 'failed';
  const status =
    mine && failed
      ? 'failed'
      : mine && plugins.status === 'ready' && grants.status === 'ready'
        ? 'ready'
        : 'loading';
  const error = mine ? (plugins.error ?? grants.error) : null;
  return useMemo(
    () => pluginCatalogue(installed, granted, status, error),
    [installed, granted, status, error],
  );
}
