import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import { pluralKey } from '@/shared/lib/plural';
import type { PresenceEntry } from '@/shared/social/presence-store';
import { personOf } from '@/shared/social/social-records';
import { CustomStatus } from '@/shared/social/ui/custom-status';
import { PresenceLabel } from '@/shared/social/ui/presence-label';
import { TypingLine, useTypingText } from './typing-line';

/**
 * The line under the chat's name: who is typing; else the friend's presence and custom status,
 * or the group's member count.
 */
export function ChatSubtitle(props: {
  chatId: string;
  summary: ChatSummary;
  presence?: PresenceEntry;
}) {
  const { t, i18n } = useTranslation();
  const typing = useTypingText(props.chatId, props.summary);
  if (typing) return <TypingLine text={typing} />;
  const { summary } = props;
  if (summary.chat.kind === 'group') {
    const count = summary.members.length;
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {t(pluralKey('chat.header.members', count, i18n.language), { count })}
      </Typography>
    );
  }
  if (!summary.peer) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        minWidth: 0,
        '& > *': {
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          minWidth: 0,
        },
        '& > :first-of-type': { flexShrink: 0 },
      }}
    >
      <PresenceLabel presence={props.presence} />
      <CustomStatus person={personOf(summary.peer)} />
    </Box>
  );
}
