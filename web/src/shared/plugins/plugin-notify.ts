import { localize } from '@hearth/plugin-sdk';
import { i18n } from '@/i18n/i18n';
import { notify } from '../ui/notify';
import type { InstalledPlugin } from './plugin-catalogue';

/** Shows a plugin's notification in the app, under the plugin's name so no one mistakes it. */
export function notifyFromPlugin(plugin: InstalledPlugin, title: string, body: string): void {
  const name = localize(plugin.manifest.name, i18n.language);
  notify.info(i18n.t('chatPlugins.notification', { plugin: name, title }), body || undefined);
}
