import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n/i18n';
import type { DefaultImages, UserInfo } from '@/shared/lib/user-info';
import type { UserRecord } from '@/shared/lib/user-record';
import { IMAGE_LIMITS } from '../api/profile-api';
import type { ImageChanges } from '../hooks/use-image-changes';
import { ImageField } from './image-field';

/** The profile form's two pictures: the avatar and the background. */
export function ProfileImages(props: {
  record: UserRecord;
  info: UserInfo;
  defaults: DefaultImages;
  images: ImageChanges;
}) {
  const { t } = useTranslation();
  const { images } = props;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ImageField
        key={`avatar-${images.resets}`}
        label={t('profile.avatar')}
        shape="circle"
        limits={IMAGE_LIMITS.avatar}
        currentUrl={props.info.avatarUrl}
        defaultUrl={props.defaults.avatarUrl}
        hasStored={Boolean(props.record.avatar)}
        change={images.avatar}
        onChange={images.pick('avatar')}
        error={images.errors.avatar}
      />
      <ImageField
        key={`background-${images.resets}`}
        label={t('profile.background')}
        shape="wide"
        limits={IMAGE_LIMITS.background}
        currentUrl={props.info.backgroundUrl}
        defaultUrl={props.defaults.backgroundUrl}
        hasStored={Boolean(props.record.background)}
        change={images.background}
        onChange={images.pick('background')}
        error={images.errors.background}
      />
    </Box>
  );
}
