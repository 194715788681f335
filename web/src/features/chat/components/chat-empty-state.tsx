import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import { useTranslation } from '@/i18n/i18n';
import { ComingSoon } from '@/shared/ui/coming-soon';

/** The chat page until conversations arrive: what it will do. */
export function ChatEmptyState() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={<ChatBubbleOutline />}
      badge={t('comingSoon.badge')}
      title={t('chat.title')}
      lead={t('chat.lead')}
      items={[
        {
          icon: <BoltOutlined />,
          title: t('chat.items.realtime.title'),
          body: t('chat.items.realtime.body'),
        },
        {
          icon: <ForumOutlined />,
          title: t('chat.items.groups.title'),
          body: t('chat.items.groups.body'),
        },
        {
          icon: <ImageOutlined />,
          title: t('chat.items.media.title'),
          body: t('chat.items.media.body'),
        },
      ]}
    />
  );
}
