import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useNow } from '@/shared/social/hooks/use-now';
import { formatDayLabel } from '@/features/chat/lib/chat-time';

/** The day the messages below were sent: "Today", "Yesterday", "Monday, 9 March". */
export function DaySeparator({ ms }: { ms: number }) {
  const { i18n } = useTranslation();
  const now = useNow();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
      <Typography
        component="h3"
        variant="caption"
        sx={{
          px: 1.5,
          py: 0.25,
          borderRadius: 8,
          bgcolor: 'action.selected',
          color: 'text.secondary',
          fontWeight: 600,
        }}
      >
        {formatDayLabel(ms, i18n.language, now)}
      </Typography>
    </Box>
  );
}
