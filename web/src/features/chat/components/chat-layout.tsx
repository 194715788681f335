import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { usePageTop } from '../hooks/use-page-top';
import { useWideLayout } from '../hooks/use-wide-layout';
import { ChatListPane } from './list/chat-list-pane';
import { ChatSearchPanel } from './search/chat-search-panel';
import { ChatSearchOpener } from './search/search-opener';
import { useChatSearches } from './search/use-chat-searches';

/** The phone's bottom bar, shown with the chat list (not with a conversation). */
const BOTTOM_BAR = 'calc(56px + env(safe-area-inset-bottom))';

/**
 * The chat screens: on wide screens the list (or the open chat's search) is a column beside the
 * conversation; on phones the list, the conversation and the search each have the whole screen.
 * Either way they fill the space below the navigation bar, so only the message list scrolls.
 */
export function ChatLayout(props: { chatId: string | null; children: ReactNode }) {
  const wide = useWideLayout();
  const { ref, top } = usePageTop<HTMLDivElement>();
  const searches = useChatSearches(props.chatId);
  const open = props.chatId !== null;
  const searching = searches.inChat !== null;
  const bottom = wide ? '16px' : open ? '0px' : BOTTOM_BAR;
  const side = searches.inChat ? (
    <ChatSearchPanel
      request={searches.inChat}
      onChange={searches.setInChat}
      onClose={searches.close}
      onPick={wide ? undefined : searches.close}
    />
  ) : (
    <ChatListPane activeChatId={props.chatId} search={searches.list} onSearch={searches.setList} />
  );
  return (
    <Paper
      ref={ref}
      variant="outlined"
      sx={{
        display: 'flex',
        overflow: 'hidden',
        height: `calc(100dvh - ${top}px - ${bottom})`,
        minHeight: 320,
        // On phones the chat takes the screen edge to edge, over the page's margins.
        mx: { xs: -2, sm: -3, md: 0 },
        mt: { xs: -2, sm: -4, md: -2 },
        mb: { xs: -12, md: -6 },
        borderRadius: { xs: 0, md: 3 },
        borderWidth: { xs: 0, md: 1 },
      }}
    >
      {(wide || !open || searching) && (
        <Box
          sx={{
            width: wide ? 360 : '100%',
            flexShrink: 0,
            borderRight: wide ? 1 : 0,
            borderColor: 'divider',
            display: 'flex',
            minWidth: 0,
          }}
        >
          {side}
        </Box>
      )}
      {(wide || (open && !searching)) && (
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <ChatSearchOpener value={searches.open}>{props.children}</ChatSearchOpener>
        </Box>
      )}
    </Paper>
  );
}
