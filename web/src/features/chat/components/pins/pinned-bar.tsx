import PushPin from '@mui/icons-material/PushPin';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { DisplayMessage, PinnedMessage } from '@/shared/chat';
import { pluralKey } from '@/shared/lib/plural';
import { pinnedRecord, pinnedText } from './pin-text';

/**
 * The bar above the conversation while messages are pinned: the newest pin's text (it jumps
 * there), and a button for the list of all pins.
 */
export function PinnedBar(props: {
  pins: readonly PinnedMessage[];
  messages: readonly DisplayMessage[];
  onOpen: (messageId: string) => void;
  onShowAll: () => void;
}) {
  const { t, i18n } = useTranslation();
  const latest = props.pins[0];
  if (!latest) return null;
  const count = props.pins.length;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <ButtonBase
        onClick={() => props.onOpen(latest.message)}
        sx={{ flex: 1, minWidth: 0, justifyContent: 'flex-start', gap: 1.5, px: 2, py: 0.75 }}
      >
        <PushPin color="primary" fontSize="small" aria-hidden="true" />
        <Box sx={{ minWidth: 0, textAlign: 'start' }}>
          <Typography variant="caption" component="div" color="primary" sx={{ fontWeight: 700 }}>
            {count > 1
              ? t(pluralKey('chat.pins.count', count, i18n.language), { count })
              : t('chat.pins.pinned')}
          </Typography>
          <Typography variant="body2" component="div" noWrap>
            {pinnedText(pinnedRecord(latest, props.messages), t)}
          </Typography>
        </Box>
      </ButtonBase>
      <IconButton aria-label={t('chat.pins.showAll')} onClick={props.onShowAll} sx={{ mr: 1 }}>
        <ViewListOutlined />
      </IconButton>
    </Box>
  );
}
