import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { MenuAnchor } from '../messages/menu-anchor';
import { anchorProps } from '../messages/menu-anchor';

// The picker and its emoji data are large: they load the first time someone opens it.
const EmojiPickerPanel = lazy(() =>
  import('./emoji-picker-panel').then((module) => ({ default: module.EmojiPickerPanel })),
);

function PickerLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('chat.reactions.loading')}
      sx={{
        width: 'min(350px, calc(100vw - 32px))',
        height: 400,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <CircularProgress aria-hidden="true" />
    </Box>
  );
}

/** Any emoji as a reaction, from the full picker, opened at `anchor`. */
export function ReactionPicker(props: {
  anchor: MenuAnchor | null;
  onClose: () => void;
  onPick: (emoji: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover
      open={props.anchor !== null}
      onClose={props.onClose}
      {...anchorProps(props.anchor)}
      slotProps={{ paper: { role: 'dialog', 'aria-label': t('chat.reactions.pickerTitle') } }}
    >
      <Suspense fallback={<PickerLoading />}>
        <EmojiPickerPanel
          onPick={(emoji) => {
            props.onClose();
            props.onPick(emoji);
          }}
        />
      </Suspense>
    </Popover>
  );
}
