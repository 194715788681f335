import { PLUGIN_FALLBACK_MAX, PLUGIN_PAYLOAD_MAX_BYTES } from '@hearth/shared';
import type { App } from '../../app.js';
import { runeLength, toUniqueStrings } from '../../collections/fields/value-cast.js';
import { MESSAGES } from '../../errors.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import { isSuperuser, type RecordValues } from '../../request-info.js';
import type { Queryable } from '../../storage/db.js';
import { refuseWithoutCapability } from './capability-refusal.js';
import { refuse } from './plugin-refusal.js';
import { pluginByManifestId } from './plugin-records.js';

const FAILED = MESSAGES.failedCreate;

/**
 * What the `messages` rules cannot say about plugin messages, inside the create's transaction:
 * a `kind: plugin` message names an installed plugin and one of the message types it declares,
 * carries a payload within its size and a plain-text fallback (`text`, not empty, at most
 * `PLUGIN_FALLBACK_MAX` characters) and no files, and is sent by a user who has that plugin
 * enabled with `messages.send` (a superuser needs no grant). A text message carries none of
 * the plugin fields. Updates cannot touch these fields (the update rule).
 */
export function guardPluginMessageWrite(app: App) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'messages' || event.action !== 'create') return;
    // A retry answered with the message already stored writes nothing.
    if (event.duplicateOf) return;
    const { record } = event;
    if (record['kind'] === 'plugin') return checkPluginMessage(app, event, q);
    if (record['kind'] === 'text' && hasPluginFields(record)) {
      refuse(
        400,
        'plugin',
        'validation_plugin_fields_on_text',
        'Only a plugin message carries a plugin, a type and a payload.',
        FAILED,
      );
    }
  };
}

function hasPluginFields(record: RecordValues): boolean {
  return (
    String(record['plugin'] ?? '') !== '' ||
    String(record['pluginType'] ?? '') !== '' ||
    (record['payload'] !== null && record['payload'] !== undefined)
  );
}

async function checkPluginMessage(app: App, event: RecordWriteEvent, q: Queryable) {
  const { record } = event;
  const plugin = await pluginByManifestId(app, q, String(record['plugin'] ?? ''));
  if (!plugin) {
    refuse(400, 'plugin', 'validation_plugin_unknown', 'No such plugin is installed.', FAILED);
  }
  const type = String(record['pluginType'] ?? '');
  const declared = (plugin.manifest.contributes.messages ?? []).map((message) => message.type);
  if (!declared.includes(type)) {
    refuse(
      400,
      'pluginType',
      'validation_plugin_message_type',
      `The plugin has no message type "${type}".`,
      FAILED,
    );
  }
  const payloadBytes = Buffer.byteLength(JSON.stringify(record['payload'] ?? null));
  if (payloadBytes > PLUGIN_PAYLOAD_MAX_BYTES) {
    refuse(
      400,
      'payload',
      'validation_json_size_limit',
      `The payload must be no more than ${PLUGIN_PAYLOAD_MAX_BYTES} bytes.`,
      FAILED,
    );
  }
  const fallback = String(record['text'] ?? '');
  if (fallback.trim() === '' || runeLength(fallback) > PLUGIN_FALLBACK_MAX) {
    refuse(
      400,
      'text',
      'validation_plugin_fallback',
      `A plugin message needs a plain-text fallback of 1 to ${PLUGIN_FALLBACK_MAX} characters.`,
      FAILED,
    );
  }
  if (toUniqueStrings(record['attachments']).length > 0) {
    refuse(
      400,
      'attachments',
      'validation_plugin_attachments',
      'A plugin message has no attachments.',
      FAILED,
    );
  }
  if (isSuperuser(event.info)) return;
  await refuseWithoutCapability(q, {
    user: String(record['author'] ?? ''),
    plugin: plugin.id,
    capability: 'messages.send',
    field: 'plugin',
    failed: FAILED,
  });
}
