import { PLUGIN_ACTIVITY_KEEP_DAYS, type PluginActivityAction } from '@hearth/shared';
import type { App } from '../../app.js';
import type { RecordChangeEvent } from '../../hooks/record-hooks.js';
import { formatDate } from '../../lib/dates.js';
import { collectionOf, pluginByManifestId, systemInfo } from './plugin-records.js';

/** The daily job that forgets activity older than `PLUGIN_ACTIVITY_KEEP_DAYS` (04:15 UTC). */
export const ACTIVITY_PRUNE_JOB = {
  id: 'hearthPluginActivityPrune',
  expression: '15 4 * * *',
} as const;

const DETAIL_MAX = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One line of a user's activity log. */
interface Activity {
  user: string;
  plugin: string;
  action: PluginActivityAction;
  detail: string;
  chat?: string;
}

/**
 * Writes the activity the server sees into `plugin_activity`, once each change commits: a plugin
 * message `sent` (its type), a storage entry `stored` (its key), a shared-state entry `shared`
 * (its key, in its chat). Written through the record service, so the user's open activity log
 * hears it; a failure is logged and never undoes the change.
 */
export function recordPluginActivity(app: App) {
  return async (event: RecordChangeEvent): Promise<void> => {
    if (event.action === 'delete') return;
    const activity = await activityOf(app, event);
    if (!activity) return;
    await app.records.create(
      collectionOf(app, 'plugin_activity'),
      {
        data: { ...activity, detail: activity.detail.slice(0, DETAIL_MAX) },
        files: {},
      },
      systemInfo(app),
    );
  };
}

async function activityOf(app: App, event: RecordChangeEvent): Promise<Activity | null> {
  const { record } = event;
  const text = (field: string) => String(record[field] ?? '');
  switch (event.collection.name) {
    case 'messages': {
      if (event.action !== 'create' || record['kind'] !== 'plugin') return null;
      const plugin = await pluginByManifestId(app, app.db, text('plugin'));
      if (!plugin) return null;
      const base = { user: text('author'), plugin: plugin.id, action: 'sent' as const };
      return { ...base, detail: text('pluginType'), chat: text('chat') };
    }
    case 'plugin_storage':
      return { user: text('user'), plugin: text('plugin'), action: 'stored', detail: text('key') };
    case 'plugin_state': {
      // note: an entry a superuser wrote has no `updatedBy`: no user's plugin did it.
      if (text('updatedBy') === '') return null;
      const base = { user: text('updatedBy'), plugin: text('plugin'), action: 'shared' as const };
      return { ...base, detail: text('key'), chat: text('chat') };
    }
    default:
      return null;
  }
}

/** Deletes activity entries older than the keeping period; returns how many went. */
export async function pruneActivity(app: App, now: Date): Promise<number> {
  const cutoff = formatDate(new Date(now.getTime() - PLUGIN_ACTIVITY_KEEP_DAYS * DAY_MS));
  const result = await app.db.run('DELETE FROM plugin_activity WHERE created < ?', [cutoff]);
  return result.changes;
}

/** Schedules the daily prune. */
export function schedulePruneActivity(app: App): void {
  app.crons.add(ACTIVITY_PRUNE_JOB.id, ACTIVITY_PRUNE_JOB.expression, async () => {
    const removed = await pruneActivity(app, new Date());
    if (removed > 0) app.logger.info('plugins: forgot old activity', { removed });
  });
}
