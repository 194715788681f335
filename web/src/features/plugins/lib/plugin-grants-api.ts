import type { Capability } from '@hearth/plugin-sdk';
import { loadPb } from '@/shared/lib/load-pb';
import { applyGrantChange } from '@/shared/plugins';
import type { InstalledPlugin, PluginGrant } from '@/shared/plugins';

const GRANTS = 'plugin_grants';

async function grants() {
  return (await loadPb()).pb.collection<PluginGrant>(GRANTS);
}

/** Shows a written grant in the catalogue at once, before its realtime echo arrives. */
function shown(action: 'create' | 'update', record: PluginGrant): PluginGrant {
  applyGrantChange(action, record);
  return record;
}

/** `chosen` in the order the plugin asks for them, keeping only what it asks for. */
function inPluginOrder(plugin: InstalledPlugin, chosen: readonly Capability[]): Capability[] {
  return plugin.capabilities.filter((capability) => chosen.includes(capability));
}

/**
 * Turns a plugin on after the consent dialog: `consented` is everything the dialog listed (all
 * the plugin asks for), `granted` what the user left checked. Creates the user's grant, or
 * updates it (after an update asked for more, or when it was disabled).
 */
export async function enablePlugin(
  user: string,
  plugin: InstalledPlugin,
  grant: PluginGrant | null,
  granted: readonly Capability[],
): Promise<PluginGrant> {
  const body = {
    enabled: true,
    consented: [...plugin.capabilities],
    granted: inPluginOrder(plugin, granted),
  };
  const service = await grants();
  if (grant) return shown('update', await service.update(grant.id, body, { requestKey: null }));
  const created = await service.create({ user, plugin: plugin.id, ...body }, { requestKey: null });
  return shown('create', created);
}

/** Revokes or restores capabilities: `granted` becomes `chosen` (within what was consented). */
export async function setGranted(
  plugin: InstalledPlugin,
  grant: PluginGrant,
  chosen: readonly Capability[],
): Promise<PluginGrant> {
  const granted = inPluginOrder(plugin, chosen).filter((item) => grant.consented.includes(item));
  return shown(
    'update',
    await (await grants()).update(grant.id, { granted }, { requestKey: null }),
  );
}

/** Turns a plugin off; what was granted stays for when it is turned on again. */
export async function disablePlugin(grant: PluginGrant): Promise<PluginGrant> {
  return shown(
    'update',
    await (await grants()).update(grant.id, { enabled: false }, { requestKey: null }),
  );
}
