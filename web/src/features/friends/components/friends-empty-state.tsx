import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useTranslation } from '@/i18n/i18n';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** The friends page until friend lists arrive: what it will do. */
export function FriendsEmptyState() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={<PeopleOutline />}
      badge={t('comingSoon.badge')}
      title={t('friends.title')}
      lead={t('friends.lead')}
      items={[
        {
          icon: <SearchOutlined />,
          title: t('friends.items.find.title'),
          body: t('friends.items.find.body'),
        },
        {
          icon: <PersonAddAltOutlined />,
          title: t('friends.items.requests.title'),
          body: t('friends.items.requests.body'),
        },
        {
          icon: <CircleOutlined />,
          title: t('friends.items.presence.title'),
          body: t('friends.items.presence.body'),
        },
      ]}
    />
  );
}
