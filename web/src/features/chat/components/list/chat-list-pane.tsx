import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { SearchRequest } from '@/shared/chat';
import { CreateGroupDialog } from '../group/create-group-dialog';
import { ChatList } from './chat-list';

/** The list column: its heading, "New group", and the chats with their search. */
export function ChatListPane(props: {
  activeChatId: string | null;
  search: SearchRequest;
  onSearch: (request: SearchRequest) => void;
}) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Box
      component="section"
      aria-labelledby="chat-list-heading"
      sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
        <Typography id="chat-list-heading" variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('chat.list.label')}
        </Typography>
        <Tooltip title={t('chat.list.newGroup')}>
          <IconButton aria-label={t('chat.list.newGroup')} onClick={() => setCreating(true)}>
            <GroupAddOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <ChatList
        activeChatId={props.activeChatId}
        onNewGroup={() => setCreating(true)}
        search={props.search}
        onSearch={props.onSearch}
      />
      <CreateGroupDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
