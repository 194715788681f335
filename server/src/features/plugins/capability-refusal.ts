import type { Capability } from '@hearth/plugin-sdk';
import type { Queryable } from '../../storage/db.js';
import { refuse } from './plugin-refusal.js';
import { capabilityAccess } from './plugin-records.js';

/** Whose write, through which plugin, needing what; and how to name the refusal. */
export interface CapabilityCheck {
  user: string;
  /** The plugin's record id. */
  plugin: string;
  capability: Capability;
  field: string;
  failed: string;
}

/**
 * Refuses a write with a 403 unless the user has the plugin enabled with the capability:
 * `validation_plugin_disabled` when the plugin is off (or never enabled),
 * `validation_plugin_capability_denied` when it is on without that capability.
 */
export async function refuseWithoutCapability(q: Queryable, check: CapabilityCheck): Promise<void> {
  const access = await capabilityAccess(q, check.user, check.plugin, check.capability);
  if (access === 'disabled') {
    refuse(
      403,
      check.field,
      'validation_plugin_disabled',
      'The plugin is not turned on for you.',
      check.failed,
    );
  }
  if (access === 'denied') {
    refuse(
      403,
      check.field,
      'validation_plugin_capability_denied',
      `You have not allowed the plugin to use "${check.capability}".`,
      check.failed,
    );
  }
}
