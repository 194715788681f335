import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, MessageRecord } from '@/shared/chat';
import { systemText } from '@/features/chat/lib/message-words';

/** What happened in the group ("Ann added Bob"), centred between the messages. */
export function SystemMessage(props: {
  record: MessageRecord;
  summary: ChatSummary | null;
  me: string;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 0.75 }}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center', overflowWrap: 'anywhere', maxWidth: 480 }}
      >
        {systemText(props.record, props.summary, props.me, t)}
      </Typography>
    </Box>
  );
}
