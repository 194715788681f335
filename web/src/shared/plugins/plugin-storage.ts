import { quoted } from '../chat/chat-filter';
import { isSdkError } from '../lib/api-error';
import { currentUser } from '../lib/session';
import { storageApi } from './plugin-api';
import type { PluginStorageRecord } from './plugin-records';

/** One plugin's storage for one user: its records by key, loaded once. */
interface Shelf {
  user: string;
  records: Promise<Map<string, PluginStorageRecord>>;
}

const shelves = new Map<string, Shelf>();

function signedIn(): string {
  const me = currentUser()?.id;
  if (!me) throw new Error('Plugin storage needs a signed-in user.');
  return me;
}

async function load(user: string, plugin: string): Promise<Map<string, PluginStorageRecord>> {
  const items = await (
    await storageApi()
  ).getFullList({
    filter: `user = ${quoted(user)} && plugin = ${quoted(plugin)}`,
    requestKey: null,
  });
  return new Map(items.map((record) => [record.key, record]));
}

/**
 * The signed-in user's storage of `plugin` (record id), loaded once and shared by every frame of
 * that plugin in this tab (another tab's writes are seen after a reload, or when a write finds
 * the key taken).
 */
function shelf(plugin: string): Shelf {
  const user = signedIn();
  const held = shelves.get(plugin);
  if (held?.user === user) return held;
  const fresh: Shelf = { user, records: load(user, plugin) };
  // A failed load is not kept: the next call tries again.
  fresh.records.catch(() => shelves.get(plugin) === fresh && shelves.delete(plugin));
  shelves.set(plugin, fresh);
  return fresh;
}

function refresh(plugin: string): Shelf {
  shelves.delete(plugin);
  return shelf(plugin);
}

/** The stored value of `key`, or null. */
export async function storageGet(plugin: string, key: string): Promise<unknown> {
  const records = await shelf(plugin).records;
  return records.get(key)?.value ?? null;
}

/** Every key the plugin keeps for the user. */
export async function storageKeys(plugin: string): Promise<string[]> {
  return [...(await shelf(plugin).records).keys()];
}

async function write(
  records: Map<string, PluginStorageRecord>,
  user: string,
  plugin: string,
  key: string,
  value: unknown,
): Promise<void> {
  const api = await storageApi();
  const held = records.get(key);
  const saved = held
    ? await api.update<PluginStorageRecord>(held.id, { value }, { requestKey: null })
    : await api.create<PluginStorageRecord>({ user, plugin, key, value }, { requestKey: null });
  records.set(key, saved);
}

/** Stores `value` under `key` (the server checks the `storage` capability and the limits). */
export async function storageSet(plugin: string, key: string, value: unknown): Promise<void> {
  const { user, records } = shelf(plugin);
  try {
    await write(await records, user, plugin, key, value);
  } catch (error) {
    // Another tab wrote or removed the key meanwhile: read again and write once more.
    if (!isSdkError(error) || (error.status !== 400 && error.status !== 404)) throw error;
    const fresh = refresh(plugin);
    await write(await fresh.records, fresh.user, plugin, key, value);
  }
}

/** Forgets `key` (nothing happens when it is not there). */
export async function storageRemove(plugin: string, key: string): Promise<void> {
  const records = await shelf(plugin).records;
  const held = records.get(key);
  if (!held) return;
  records.delete(key);
  try {
    await (await storageApi()).delete(held.id, { requestKey: null });
  } catch (error) {
    if (isSdkError(error) && error.status === 404) return;
    records.set(key, held);
    throw error;
  }
}
