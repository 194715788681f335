import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useRef } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { SearchRequest } from '@/shared/chat';
import { useChatList, useMessageSearch } from '@/shared/chat';
import { useCurrentUser } from '@/shared/lib/session';
import { ChatSearchField } from '../list/chat-search-field';
import { MessageResults } from './message-results';
import { SearchFilters } from './search-filters';
import { searchPeople } from './search-people';
import { useArrowFocus } from './use-arrow-focus';

/**
 * One chat's search: its box, who wrote and when, and the messages found, each opening the
 * conversation at it. Beside the conversation on wide screens, instead of it on phones.
 */
export function ChatSearchPanel(props: {
  request: SearchRequest;
  onChange: (request: SearchRequest) => void;
  onClose: () => void;
  /** Called when a result is chosen (phones close the panel to show the conversation). */
  onPick?: () => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser()?.id ?? '';
  const { items } = useChatList();
  const field = useRef<HTMLInputElement>(null);
  const nav = useArrowFocus(() => field.current?.focus());
  const { request } = props;
  const found = useMessageSearch(request, 'chat-search-in-chat');
  const summaries = items.filter((row) => row.chat.id === request.chat);
  const hits = found.status === 'done' ? found.hits : [];
  return (
    <Box
      component="section"
      aria-label={t('chat.search.field')}
      sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pl: 1, pr: 2, py: 1.5 }}>
        <IconButton aria-label={t('chat.search.close')} onClick={props.onClose}>
          <ArrowBack />
        </IconButton>
        <ChatSearchField
          value={request.q}
          onChange={(q) => props.onChange({ ...request, q })}
          label={t('chat.search.field')}
          placeholder={t('chat.search.placeholder')}
          inputRef={field}
          autoFocus
          onArrowDown={nav.focusFirst}
          onEscape={props.onClose}
        />
      </Box>
      <SearchFilters
        request={request}
        onChange={props.onChange}
        people={searchPeople(request, hits, summaries)}
        me={me}
      />
      <Box {...nav.listProps} sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 1 }}>
        <MessageResults
          search={found}
          query={request.q}
          summaries={summaries}
          showChat={false}
          idleText={t('chat.search.hint')}
          onPick={props.onPick}
        />
      </Box>
    </Box>
  );
}
