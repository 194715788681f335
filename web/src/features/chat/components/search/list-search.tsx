import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, SearchRequest } from '@/shared/chat';
import { useMessageSearch } from '@/shared/chat';
import { useCurrentUser } from '@/shared/lib/session';
import type { PresenceEntry } from '@/shared/social/presence-store';
import { chatTitle } from '@/features/chat/lib/message-words';
import { ChatRows } from '../list/chat-rows';
import { MessageResults } from './message-results';
import { SearchFilters } from './search-filters';
import { searchPeople } from './search-people';
import type { ArrowFocus } from './use-arrow-focus';

function Section(props: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ pb: 1 }}>
      <Typography
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', px: 2, pt: 1 }}
      >
        {props.heading}
      </Typography>
      {props.children}
    </Box>
  );
}

/**
 * What the list's search box finds: chats by name first, then messages across chats (with
 * filters), best match first.
 */
export function ListSearch(props: {
  request: SearchRequest;
  onChange: (request: SearchRequest) => void;
  items: readonly ChatSummary[];
  presences: ReadonlyMap<string, PresenceEntry>;
  nav: ArrowFocus;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser()?.id ?? '';
  const { request, items } = props;
  const found = useMessageSearch(request, 'chat-list-search');
  const needle = request.q.trim().toLocaleLowerCase();
  const chats = items.filter((row) => chatTitle(row, t).toLocaleLowerCase().includes(needle));
  const hits = found.status === 'done' ? found.hits : [];
  return (
    <>
      <SearchFilters
        request={request}
        onChange={props.onChange}
        people={searchPeople(request, hits, items)}
        me={me}
        chats={items}
      />
      <Box {...props.nav.listProps} sx={{ flex: 1, overflowY: 'auto', px: 1, pb: 1 }}>
        {chats.length > 0 && (
          <Section heading={t('chat.search.chats')}>
            <ChatRows rows={chats} presences={props.presences} label={t('chat.search.chats')} />
          </Section>
        )}
        <Section heading={t('chat.search.messages')}>
          <MessageResults search={found} query={request.q} summaries={items} showChat />
        </Section>
      </Box>
    </>
  );
}
