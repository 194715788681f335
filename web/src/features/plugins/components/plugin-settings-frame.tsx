import { localize } from '@hearth/plugin-sdk';
import { useTranslation } from '@/i18n/i18n';
import type { InstalledPlugin, PluginGrant } from '@/shared/plugins';
import { PluginFrame } from '@/shared/plugins';

/** The plugin's own settings page, in its sandboxed frame (it keeps what it needs in storage). */
export function PluginSettingsFrame(props: { plugin: InstalledPlugin; grant: PluginGrant }) {
  const { i18n } = useTranslation();
  const settings = props.plugin.manifest.contributes.settings;
  return (
    <PluginFrame
      plugin={props.plugin}
      grant={props.grant}
      surface="settings"
      title={settings ? localize(settings.title, i18n.language) : undefined}
    />
  );
}
