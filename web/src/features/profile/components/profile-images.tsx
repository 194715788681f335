import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n/i18n';
import type { DefaultImages, UserInfo } from '@/shared/lib/user-info';
import type { UserRecord } from '@/shared/lib/user-record';
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
        label={t('profile.avatar')}
        shape="circle"
        currentUrl={props.info.avatarUrl}
        defaultUrl={props.defaults.avatarUrl}
        hasStored={Boolean(props.record.avatar)}
        change={images.avatar}
        onChange={images.pick('avatar')}
        error={images.errors.avatar}
      />
      <ImageField
        label={t('profile.background')}
        shape="wide"
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
