import Box from '@mui/material/Box';

/** The unread count as a pill (for the eye; the row says it in words): grey while muted. */
export function UnreadBadge({ count, muted }: { count: number; muted: boolean }) {
  if (count <= 0) return null;
  return (
    <Box
      aria-hidden="true"
      data-testid="unread-badge"
      sx={{
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 12,
        fontWeight: 700,
        bgcolor: muted ? 'action.disabled' : 'primary.main',
        color: muted ? 'background.paper' : 'primary.contrastText',
      }}
    >
      {count > 999 ? '999+' : count}
    </Box>
  );
}
