import { localize } from '@hearth/plugin-sdk';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, MessageRecord } from '@/shared/chat';
import { isEnabled, usePluginCatalogue } from '@/shared/plugins';
import type { FallbackOffer } from './plugin-fallback';
import { PluginFallback } from './plugin-fallback';
import { PluginMessageFrame } from './plugin-message-frame';

/**
 * A plugin message (`kind: plugin`) in its bubble: drawn by its plugin when the user has it on
 * (and it knows the message's type), else its fallback text with a way to turn the plugin on.
 */
export function PluginMessageBody(props: {
  record: MessageRecord;
  summary: ChatSummary | null;
  me: string;
}) {
  const { i18n } = useTranslation();
  const catalogue = usePluginCatalogue();
  const { record } = props;
  const pluginId = record.plugin ?? '';
  const plugin = catalogue.pluginById(pluginId);
  const grant = plugin ? catalogue.grantOf(plugin) : null;
  const type = plugin?.manifest.contributes.messages?.find(
    (contribution) => contribution.type === record.pluginType,
  );
  const name = plugin ? localize(plugin.manifest.name, i18n.language) : pluginId;
  const on = plugin !== null && grant !== null && isEnabled(plugin, grant);

  const known = catalogue.status === 'ready';
  const offer: FallbackOffer =
    known && !plugin
      ? { kind: 'missing' }
      : known && !on
        ? { kind: 'enable', pluginId, name }
        : { kind: 'none' };

  return plugin && grant && on && type ? (
    <PluginMessageFrame
      key={plugin.id}
      plugin={plugin}
      grant={grant}
      record={record}
      height={type.height}
      summary={props.summary}
      me={props.me}
    />
  ) : (
    <PluginFallback text={record.text} offer={offer} />
  );
}
