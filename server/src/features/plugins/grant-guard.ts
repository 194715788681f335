import type { App } from '../../app.js';
import type { RecordWriteEvent } from '../../hooks/record-hooks.js';
import type { Queryable } from '../../storage/db.js';
import { failedWrite, refuse } from './plugin-refusal.js';
import { capabilitiesOf, pluginById } from './plugin-records.js';

/**
 * What `plugin_grants` rules cannot say, for everyone (superusers too: these are the grant's
 * invariants): a user grants only capabilities the plugin asks for and they consented to, and
 * turns a plugin on only once they consented to everything it asks.
 */
export function guardGrantWrite(app: App) {
  return async (event: RecordWriteEvent, q: Queryable): Promise<void> => {
    if (event.collection.name !== 'plugin_grants') return;
    const { record } = event;
    const plugin = await pluginById(app, q, String(record['plugin'] ?? ''));
    // note: a missing plugin is the relation field's error, already refused before hooks run.
    if (!plugin) return;
    const failed = failedWrite(event.action);
    const granted = capabilitiesOf(record['granted']);
    const consented = capabilitiesOf(record['consented']);
    const notAsked = granted.find((capability) => !plugin.capabilities.includes(capability));
    if (notAsked) {
      refuse(
        400,
        'granted',
        'validation_plugin_capability_not_asked',
        `The plugin does not ask for "${notAsked}".`,
        failed,
      );
    }
    const notConsented = granted.find((capability) => !consented.includes(capability));
    if (notConsented) {
      refuse(
        400,
        'granted',
        'validation_plugin_capability_not_consented',
        `"${notConsented}" can only be granted once it is consented to.`,
        failed,
      );
    }
    const missing = plugin.capabilities.find((capability) => !consented.includes(capability));
    if (record['enabled'] === true && missing) {
      refuse(
        400,
        'enabled',
        'validation_plugin_consent_required',
        `The plugin can only be turned on once everything it asks for is consented to ("${missing}" is not).`,
        failed,
      );
    }
  };
}
