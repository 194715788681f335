import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useBlocks } from '@/shared/social/hooks/use-blocks';
import { useFriendships } from '@/shared/social/hooks/use-friendships';
import { PageHeader } from '@/shared/ui/page-header';
import type { FriendTab } from '../hooks/use-friends-tab';
import { useFriendsTab } from '../hooks/use-friends-tab';
import { useOnlineFriends } from '@/shared/social/hooks/use-online-friends';
import { BlockedPanel } from './blocked-panel';
import { FriendsPanel } from './friends-panel';
import { FriendsTabs, panelId, tabId } from './friends-tabs';
import { PendingPanel } from './pending-panel';
import { SuggestionsPanel } from './suggestions-panel';

const PANELS: Record<FriendTab, ComponentType> = {
  online: () => <FriendsPanel onlineOnly />,
  all: () => <FriendsPanel onlineOnly={false} />,
  pending: PendingPanel,
  blocked: BlockedPanel,
  suggestions: SuggestionsPanel,
};

/** `/friend`: friends online and all, requests waiting, blocked people and suggestions, live. */
export function FriendsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useFriendsTab();
  const { friends, online } = useOnlineFriends();
  const { incoming, outgoing } = useFriendships();
  const { blocks } = useBlocks();
  const Panel = PANELS[tab];
  return (
    <>
      <PageHeader title={t('friends.title')} lead={t('friends.lead')} />
      <FriendsTabs
        value={tab}
        onChange={setTab}
        counts={{
          online: online.length,
          all: friends.length,
          pending: incoming.length + outgoing.length,
          blocked: blocks.length,
        }}
        highlight={incoming.length > 0 ? 'pending' : null}
      />
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <Panel />
      </Box>
    </>
  );
}
