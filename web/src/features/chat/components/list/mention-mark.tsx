import Box from '@mui/material/Box';

/**
 * "@": unread messages mention the user (for the eye; the row says it in words). It stays in
 * colour in a muted chat, since a mention gets through a mute.
 */
export function MentionMark({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Box
      aria-hidden="true"
      data-testid="mention-mark"
      sx={{
        width: 22,
        height: 22,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 13,
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      @
    </Box>
  );
}
