import Box from '@mui/material/Box';
import { useMemo, useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { SearchRequest } from '@/shared/chat';
import { useChatList } from '@/shared/chat';
import { usePresences } from '@/shared/social/hooks/use-presence';
import { ListSearch } from '../search/list-search';
import { useArrowFocus } from '../search/use-arrow-focus';
import { ChatListNotice } from './chat-list-notice';
import { ChatRows } from './chat-rows';
import { ChatSearchField } from './chat-search-field';

/**
 * The chats, newest activity first, live; with a search box that finds chats by name and
 * messages by their words. Up and Down move through what is listed.
 */
export function ChatList(props: {
  activeChatId: string | null;
  onNewGroup: () => void;
  search: SearchRequest;
  onSearch: (request: SearchRequest) => void;
}) {
  const { t } = useTranslation();
  const { status, error, items } = useChatList();
  const field = useRef<HTMLInputElement>(null);
  const nav = useArrowFocus(() => field.current?.focus());
  const peerIds = useMemo(
    () => items.flatMap((summary) => (summary.peer ? [summary.peer.id] : [])),
    [items],
  );
  const presences = usePresences(peerIds);
  const { search } = props;

  if (items.length === 0) {
    return <ChatListNotice status={status} error={error} onNewGroup={props.onNewGroup} />;
  }
  return (
    <>
      <Box sx={{ px: 2, pb: 1 }}>
        <ChatSearchField
          value={search.q}
          onChange={(q) => props.onSearch({ ...search, q })}
          label={t('chat.search.listPlaceholder')}
          placeholder={t('chat.search.listPlaceholder')}
          inputRef={field}
          onArrowDown={nav.focusFirst}
        />
      </Box>
      {search.q.trim() ? (
        <ListSearch
          request={search}
          onChange={props.onSearch}
          items={items}
          presences={presences}
          nav={nav}
        />
      ) : (
        <Box {...nav.listProps} sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 1 }}>
          <ChatRows rows={items} presences={presences} label={t('chat.list.label')} />
        </Box>
      )}
    </>
  );
}
