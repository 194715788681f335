import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage } from '@/shared/chat';
import { formatClock, formatFullTime } from '@/features/chat/lib/chat-time';
import { PluginVia } from '@/features/chat/components/plugins/plugin-via';
import { DeliveryMark } from '../delivery-mark';

/**
 * The bubble's last line: the plugin a plugin message was sent with, "edited", the time, and for
 * own messages how far it got.
 */
export function BubbleFooter(props: { message: DisplayMessage; mine: boolean; seen: boolean }) {
  const { t, i18n } = useTranslation();
  const { message } = props;
  const live = message.record?.deleted !== true;
  const edited = live && Boolean(message.record?.editedAt);
  const plugin = live && message.record?.kind === 'plugin' ? (message.record.plugin ?? '') : '';
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.25,
        color: 'text.secondary',
        fontSize: 12,
        lineHeight: 1,
      }}
    >
      {plugin && <PluginVia pluginId={plugin} />}
      {edited && <span>{t('chat.message.edited')}</span>}
      <Tooltip title={formatFullTime(message.created, i18n.language)}>
        <time dateTime={message.created.replace(' ', 'T')}>
          {formatClock(message.created, i18n.language)}
        </time>
      </Tooltip>
      {props.mine && <DeliveryMark delivery={message.delivery} seen={props.seen} />}
    </Box>
  );
}
