import type { Theme } from '@mui/material/styles';

/** Text colour for a selected item on the grey selection background, keeping 4.5:1 contrast. */
export function selectedColor(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark;
}
