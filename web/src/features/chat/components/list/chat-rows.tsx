import Box from '@mui/material/Box';
import type { ChatSummary } from '@/shared/chat';
import type { PresenceEntry } from '@/shared/social/presence-store';
import { ChatListRow } from './chat-list-row';

/** Chats as rows of the list, each with its friend's presence (direct chats). */
export function ChatRows(props: {
  rows: readonly ChatSummary[];
  presences: ReadonlyMap<string, PresenceEntry>;
  label: string;
}) {
  return (
    <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {props.rows.map((summary) => (
        <ChatListRow
          key={summary.chat.id}
          summary={summary}
          presence={summary.peer ? props.presences.get(summary.peer.id) : undefined}
        />
      ))}
    </Box>
  );
}
