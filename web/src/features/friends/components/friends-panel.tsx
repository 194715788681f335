import { useTranslation } from '@/i18n/i18n';
import { useFriendships } from '@/shared/social/hooks/use-friendships';
import { useOnlineFriends } from '@/shared/social/hooks/use-online-friends';
import { FriendRow } from './friend-row';
import { PeopleList } from './people-list';

/** The friends around right now (`online`), or all of them, each with their presence. */
export function FriendsPanel({ onlineOnly }: { onlineOnly: boolean }) {
  const { t } = useTranslation();
  const { status, error, reload } = useFriendships();
  const { friends, online, presences } = useOnlineFriends();
  const shown = onlineOnly ? online : friends;
  const list = onlineOnly ? 'online' : 'all';
  return (
    <PeopleList
      label={t(`friends.lists.${list}`)}
      empty={t(`friends.empty.${list}`)}
      state={status === 'failed' ? { status, error } : { status }}
      count={shown.length}
      onRetry={reload}
    >
      {shown.map((entry) => (
        <FriendRow
          key={entry.friendshipId}
          entry={entry}
          presence={presences.get(entry.person.id)}
        />
      ))}
    </PeopleList>
  );
}
