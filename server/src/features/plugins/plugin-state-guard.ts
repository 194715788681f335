import { PLUGIN_STATE_MAX_ENTRIES } from '@hearth/shared';
import type { App } from '../../app.js';
import type { RecordDeleteEvent, RecordWriteEvent } from '../../hooks/record-hooks.js';
import { isSuperuser, type RequestInfo } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { lockName } from '../../storage/row-lock.js';
import { refuseWithoutCapability } from './capability-refusal.js';
import { failedWrite, refuse } from './plugin-refusal.js';
import { pluginById } from './plugin-records.js';

/**
 * What the `plugin_state` rules cannot say, inside the write's transaction: the caller has
 * the plugin enabled with `state` (for deletes too; superusers need no grant); an entry tied
 * to a message ties it to a plugin message of that plugin in that chat; at most
 * `PLUGIN_STATE_MAX_ENTRIES` entries per chat, message and plugin; `updatedBy` is the caller.
 */
export function guardPluginStateWrite(app: App) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'plugin_state') return;
    const { record, previous, info } = event;
    const failed = failedWrite(event.action);
    const superuser = isSuperuser(info);
    if (!superuser) {
      await refuseWithoutCapability(q, {
        user: callerOf(info),
        plugin: String(record['plugin']),
        capability: 'state',
        field: 'plugin',
        failed,
      });
      record['updatedBy'] = callerOf(info);
    }
    const message = String(record['message'] ?? '');
    if (message !== '' && message !== previous?.['message']) {
      await checkMessage(app, q, String(record['chat']), message, String(record['plugin']), failed);
    }
    if (event.action === 'create') await checkRoom(q, record, failed);
  };
}

/** Deleting an entry needs the capability too; cascades (a chat or message going) do not. */
export function guardPluginStateDelete() {
  return async (event: RecordDeleteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'plugin_state' || !event.info || isSuperuser(event.info)) return;
    await refuseWithoutCapability(q, {
      user: callerOf(event.info),
      plugin: String(event.record['plugin']),
      capability: 'state',
      field: 'plugin',
      failed: failedWrite('delete'),
    });
  };
}

function callerOf(info: RequestInfo): string {
  return String(info.auth?.record['id'] ?? '');
}

async function checkMessage(
  app: App,
  q: Queryable,
  chat: string,
  messageId: string,
  pluginRecordId: string,
  failed: string,
): Promise<void> {
  const message = await q.get<{ chat: string; kind: string; plugin: string | null }>(
    'SELECT chat, kind, plugin FROM messages WHERE id = ?',
    [messageId],
  );
  const plugin = await pluginById(app, q, pluginRecordId);
  const fits =
    message?.chat === chat && message.kind === 'plugin' && message.plugin === plugin?.pluginId;
  if (!fits) {
    refuse(
      400,
      'message',
      'validation_plugin_state_message',
      "The message must be one of this plugin's messages in this chat.",
      failed,
    );
  }
}

async function checkRoom(
  q: Queryable,
  record: RecordWriteEvent['record'],
  failed: string,
): Promise<void> {
  const place = [String(record['chat']), String(record['message'] ?? ''), String(record['plugin'])];
  // note: entries of one place are added one at a time, so the limit holds.
  await lockName(q, `plugin_state:${place.join(':')}`);
  const row = await q.get<{ entries: number }>(
    'SELECT COUNT(*) AS entries FROM plugin_state WHERE chat = ? AND message = ? AND plugin = ?',
    place,
  );
  if (Number(row?.entries ?? 0) >= PLUGIN_STATE_MAX_ENTRIES) {
    refuse(
      400,
      'key',
      'validation_plugin_state_limit',
      `A plugin keeps at most ${PLUGIN_STATE_MAX_ENTRIES} shared entries per message or chat.`,
      failed,
    );
  }
}
