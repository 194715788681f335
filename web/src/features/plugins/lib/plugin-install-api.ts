import { PLUGIN_ROUTES } from '@hearth/shared';
import type { PluginBundleCheck } from '@hearth/shared';
import type { InMemoryClient } from '@/shared/lib/pb';

function bundleForm(file: File): FormData {
  const body = new FormData();
  body.append('bundle', file);
  return body;
}

/** Asks the server what installing `file` would do; nothing is written. */
export async function checkBundle(client: InMemoryClient, file: File): Promise<PluginBundleCheck> {
  return client.send<PluginBundleCheck>(PLUGIN_ROUTES.check, {
    method: 'POST',
    body: bundleForm(file),
    requestKey: null,
  });
}

/** Installs `file`, or updates the installed plugin with its id. */
export async function installBundle(client: InMemoryClient, file: File): Promise<void> {
  await client.send(PLUGIN_ROUTES.install, {
    method: 'POST',
    body: bundleForm(file),
    requestKey: null,
  });
}

/** Removes a plugin (record id) for everyone, with its files, grants and data. */
export async function removePlugin(client: InMemoryClient, id: string): Promise<void> {
  await client.send(PLUGIN_ROUTES.remove(id), { method: 'DELETE', requestKey: null });
}
