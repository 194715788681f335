import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for screen readers only: read out, never shown. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        position: 'absolute',
        // note: strings, since sx reads the numbers 1 and -1 as 100% and a spacing unit.
        width: '1px',
        height: '1px',
        padding: 0,
        margin: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
