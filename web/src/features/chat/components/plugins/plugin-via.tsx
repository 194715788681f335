import { localize } from '@hearth/plugin-sdk';
import { useTranslation } from '@/i18n/i18n';
import { usePluginCatalogue } from '@/shared/plugins';

/** "Sent with Poll", in a plugin message's footer: what the user sent, the plugin sent for them. */
export function PluginVia({ pluginId }: { pluginId: string }) {
  const { t, i18n } = useTranslation();
  const plugin = usePluginCatalogue().pluginById(pluginId);
  const name = plugin ? localize(plugin.manifest.name, i18n.language) : pluginId;
  return <span>{t('chatPlugins.sentWith', { plugin: name })}</span>;
}
