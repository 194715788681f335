import type { PluginActivityAction } from '@hearth/shared';
import { currentUser } from '../lib/session';
import { activityApi } from './plugin-api';

/** A plugin's reads of a chat are logged at most once in this long (per plugin and chat). */
export const READ_LOG_INTERVAL_MS = 10 * 60 * 1000;
/** The longest `detail` the activity log keeps. */
const DETAIL_MAX = 300;

/** What the app logs itself (the server logs what plugins send, store and share). */
export type AppActivity = Extract<PluginActivityAction, 'read' | 'notified' | 'fetched'>;

const lastRead = new Map<string, number>();

/**
 * Adds an entry to the signed-in user's activity log of `plugin` (record id). A failure is
 * swallowed: the log tells the user what happened; it must not stop it happening.
 */
export function logActivity(
  plugin: string,
  action: AppActivity,
  detail: string,
  chat = '',
): Promise<void> {
  const user = currentUser()?.id;
  if (!user) return Promise.resolve();
  const body = { user, plugin, action, detail: detail.slice(0, DETAIL_MAX), chat };
  return activityApi()
    .then((api) => api.create(body, { requestKey: null }))
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Logs that `plugin` read `chat` (its messages or members), at most once per interval. */
export function logRead(plugin: string, chat: string, detail: string, now = Date.now()): void {
  const user = currentUser()?.id ?? '';
  const key = `${user}/${plugin}/${chat}`;
  const last = lastRead.get(key);
  if (last !== undefined && now - last < READ_LOG_INTERVAL_MS) return;
  lastRead.set(key, now);
  void logActivity(plugin, 'read', detail, chat);
}
