import type { Theme } from '@mui/material/styles';
import { alpha, keyframes } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

const pulse = keyframes`from { background-color: var(--jump-pulse); } to { background-color: transparent; }`;

/** The message as a focusable article: outlined when focused by keyboard or jumped to. */
export function articleSx(theme: Theme, mine: boolean): SystemStyleObject<Theme> {
  const ring = { outline: 2, outlineStyle: 'solid', outlineColor: theme.palette.primary.main };
  return {
    display: 'flex',
    flexDirection: 'column',
    alignItems: mine ? 'flex-end' : 'flex-start',
    px: 0.5,
    borderRadius: 2,
    '&:focus-visible': { ...ring, outlineOffset: -2 },
    // Jumped to: a ring (not colour alone) and, unless motion is reduced, a fading wash.
    '&[data-highlighted]': {
      ...ring,
      outlineOffset: -2,
      '--jump-pulse': alpha(theme.palette.primary.main, 0.25),
      animation: `${pulse} 1.6s ease-out 2`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  };
}

/** Buttons beside the bubble show on hover and focus; touch has the long press instead. */
export const ROW_SX = {
  display: 'flex',
  alignItems: 'flex-end',
  gap: 0.5,
  width: '100%',
  '& .message-tools': { opacity: 0, transition: 'opacity 120ms' },
  '&:hover .message-tools, & .message-tools:focus-within, & .message-tools:has([aria-expanded="true"])':
    { opacity: 1 },
  '@media (hover: none)': {
    '& .message-tools': { opacity: 0.6 },
    '& .message-react': { display: 'none' },
  },
  // A long press opens the menu: the browser must not select text or show its callout meanwhile.
  '@media (pointer: coarse)': { userSelect: 'none', WebkitTouchCallout: 'none' },
};
