import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { useOnlineFriends } from '@/shared/social/hooks/use-online-friends';
import { PersonRow } from '@/shared/social/ui/person-row';
import { HomeCardList } from './home-card-list';

/** How many friends the home page lists before "All friends". */
export const HOME_LIST_LIMIT = 5;

/** The friends who are around right now, live. */
export function OnlineFriendsCard() {
  const { t } = useTranslation();
  const { online, presences } = useOnlineFriends();
  return (
    <HomeCardList
      title={t('home.friendsOnline.title')}
      count={online.length}
      empty={t('home.friendsOnline.empty')}
      linkTo={`${PATHS.friend}?tab=online`}
      linkText={t('home.friendsOnline.seeAll')}
    >
      {online.slice(0, HOME_LIST_LIMIT).map((entry) => (
        <PersonRow
          key={entry.friendshipId}
          person={entry.person}
          presence={presences.get(entry.person.id)}
        />
      ))}
    </HomeCardList>
  );
}
