import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import type { FriendEntry } from '@/shared/social/friendships-store';
import { useFriendships } from '@/shared/social/hooks/use-friendships';
import { usePersonCommands } from '@/shared/social/hooks/use-person-commands';
import { PersonRow } from '@/shared/social/ui/person-row';
import { RequestResponseButtons } from '@/shared/social/ui/request-response-buttons';
import { HomeCardList } from './home-card-list';
import { HOME_LIST_LIMIT } from './online-friends-card';

function RequestRow({ entry }: { entry: FriendEntry }) {
  const commands = usePersonCommands(entry.person);
  return (
    <PersonRow
      person={entry.person}
      actions={
        <RequestResponseButtons
          friendshipId={entry.friendshipId}
          name={entry.person.nickname}
          commands={commands}
        />
      }
    />
  );
}

/** The friend requests waiting for the user's answer, live, with Accept and Decline. */
export function FriendRequestsCard() {
  const { t } = useTranslation();
  const { incoming } = useFriendships();
  return (
    <HomeCardList
      title={t('home.friendRequests.title')}
      count={incoming.length}
      empty={t('home.friendRequests.empty')}
      linkTo={`${PATHS.friend}?tab=pending`}
      linkText={t('home.friendRequests.seeAll')}
    >
      {incoming.slice(0, HOME_LIST_LIMIT).map((entry) => (
        <RequestRow key={entry.friendshipId} entry={entry} />
      ))}
    </HomeCardList>
  );
}
