import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useChatList } from '@/shared/chat';
import { usePresences } from '@/shared/social/hooks/use-presence';
import { chatTitle } from '@/features/chat/lib/message-words';
import { ChatListNotice } from './chat-list-notice';
import { ChatListRow } from './chat-list-row';
import { ChatSearchField } from './chat-search-field';

/** The chats, newest activity first, live; with a filter by name once there are a few. */
export function ChatList(props: { activeChatId: string | null; onNewGroup: () => void }) {
  const { t } = useTranslation();
  const { status, error, items } = useChatList();
  const [query, setQuery] = useState('');
  const peerIds = useMemo(
    () => items.flatMap((summary) => (summary.peer ? [summary.peer.id] : [])),
    [items],
  );
  const presences = usePresences(peerIds);
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? items.filter((summary) => chatTitle(summary, t).toLocaleLowerCase().includes(needle))
    : items;

  if (items.length === 0) {
    return <ChatListNotice status={status} error={error} onNewGroup={props.onNewGroup} />;
  }
  return (
    <>
      <ChatSearchField value={query} onChange={setQuery} />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 1 }}>
        {shown.length === 0 ? (
          <Box sx={{ p: 2, color: 'text.secondary' }} role="status">
            {t('chat.list.noMatches', { query: query.trim() })}
          </Box>
        ) : (
          <Box
            component="ul"
            aria-label={t('chat.list.label')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {shown.map((summary) => (
              <ChatListRow
                key={summary.chat.id}
                summary={summary}
                presence={summary.peer ? presences.get(summary.peer.id) : undefined}
              />
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
