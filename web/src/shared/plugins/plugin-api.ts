import { loadPb } from '../lib/load-pb';
import type { LiveEvent, LiveSource } from '../social/live-records';
import type {
  PluginGrantRecord,
  PluginRecord,
  PluginStateRecord,
  PluginStorageRecord,
} from './plugin-records';
import { PLUGIN_COLLECTIONS } from './plugin-records';

export async function pluginsApi() {
  return (await loadPb()).pb.collection<PluginRecord>(PLUGIN_COLLECTIONS.plugins);
}

export async function grantsApi() {
  return (await loadPb()).pb.collection<PluginGrantRecord>(PLUGIN_COLLECTIONS.grants);
}

export async function stateApi() {
  return (await loadPb()).pb.collection<PluginStateRecord>(PLUGIN_COLLECTIONS.state);
}

export async function storageApi() {
  return (await loadPb()).pb.collection<PluginStorageRecord>(PLUGIN_COLLECTIONS.storage);
}

export async function activityApi() {
  return (await loadPb()).pb.collection(PLUGIN_COLLECTIONS.activity);
}

/** A realtime event as the SDK hands it over, as a `LiveEvent`. */
export function liveEvent<T>(event: { action: string; record: T }): LiveEvent<T> {
  const action = event.action === 'create' || event.action === 'delete' ? event.action : 'update';
  return { action, record: event.record };
}

/** Every installed plugin (the rules show them to every signed-in user), with their changes. */
export const pluginsSource: LiveSource<PluginRecord> = {
  load: async () => (await pluginsApi()).getFullList({ sort: 'created', requestKey: null }),
  listen: async (onEvent) =>
    (await pluginsApi()).subscribe('*', (event) => onEvent(liveEvent(event))),
};

/** The signed-in user's grants (the rules show no one else's), with their changes. */
export const grantsSource: LiveSource<PluginGrantRecord> = {
  load: async () => (await grantsApi()).getFullList({ requestKey: null }),
  listen: async (onEvent) =>
    (await grantsApi()).subscribe('*', (event) => onEvent(liveEvent(event))),
};
