import type { PresenceMode } from '@hearth/shared';
import Box from '@mui/material/Box';

const LOOKS: Record<PresenceMode, object> = {
  online: { bgcolor: 'success.main' },
  dnd: { bgcolor: 'error.main' },
  invisible: { border: 2, borderColor: 'text.disabled' },
};

/** The dot that shows a presence beside its name (decoration: the name says it). */
export function PresenceDot({ mode }: { mode: PresenceMode }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, ...LOOKS[mode] }}
    />
  );
}
