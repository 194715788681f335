import { PLUGIN_STORAGE_MAX_KEYS } from '@hearth/shared';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { isSuperuser } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { lockName } from '../../storage/row-lock.js';
import { refuseWithoutCapability } from './capability-refusal.js';
import { failedWrite, refuse } from './plugin-refusal.js';

/**
 * What the `plugin_storage` rules cannot say, inside the write's transaction: the user has the
 * plugin enabled with `storage` (superusers need no grant), and keeps at most
 * `PLUGIN_STORAGE_MAX_KEYS` keys per plugin. Deleting one's own entries needs nothing: it only
 * ever removes the user's own data.
 */
export function guardPluginStorageWrite() {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'plugin_storage') return;
    const { record } = event;
    const failed = failedWrite(event.action);
    const user = String(record['user'] ?? '');
    const plugin = String(record['plugin'] ?? '');
    if (!isSuperuser(event.info)) {
      await refuseWithoutCapability(q, {
        user,
        plugin,
        capability: 'storage',
        field: 'plugin',
        failed,
      });
    }
    if (event.action !== 'create') return;
    // note: a user's keys of one plugin are added one at a time, so the limit holds.
    await lockName(q, `plugin_storage:${user}:${plugin}`);
    const row = await q.get<{ keys: number }>(
      `SELECT COUNT(*) AS ${q.dialect.quoteIdent('keys')} FROM plugin_storage WHERE ${q.dialect.quoteIdent('user')} = ? AND plugin = ?`,
      [user, plugin],
    );
    if (Number(row?.keys ?? 0) >= PLUGIN_STORAGE_MAX_KEYS) {
      refuse(
        400,
        'key',
        'validation_plugin_storage_limit',
        `A plugin keeps at most ${PLUGIN_STORAGE_MAX_KEYS} keys per user.`,
        failed,
      );
    }
  };
}
