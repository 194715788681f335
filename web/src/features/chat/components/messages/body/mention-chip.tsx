import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { alpha } from '@mui/material/styles';

function chipStyle(theme: Theme, me: boolean) {
  const base = { px: 0.5, borderRadius: 1, fontWeight: 600, whiteSpace: 'nowrap' } as const;
  if (me) {
    return { ...base, color: theme.palette.warning.contrastText, bgcolor: 'warning.main' };
  }
  const tint = alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.24 : 0.12);
  return { ...base, color: 'secondary.main', bgcolor: tint };
}

/**
 * `@nickname` of someone the message mentions, set apart from the text; stronger when it is the
 * signed-in user, who is the one it calls.
 */
export function MentionChip({ text, me }: { text: string; me: boolean }) {
  return (
    <Box component="span" data-mention={me ? 'me' : 'other'} sx={(theme) => chipStyle(theme, me)}>
      {text}
    </Box>
  );
}
