import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { UserInfo } from '@/shared/lib/user-info';
import type { UserRecord } from '@/shared/lib/user-record';
import { ProfileBadges } from './profile-badges';

/** The user as others see them: background, avatar, nickname, email and badges. */
export function ProfileSummaryCard({ record, info }: { record: UserRecord; info: UserInfo }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          height: { xs: 140, sm: 220 },
          backgroundImage: `url("${info.backgroundUrl}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
        role="img"
        aria-label={t('profile.background')}
      />
      <Box sx={{ px: { xs: 2, sm: 4 }, pb: 3, textAlign: { xs: 'center', sm: 'left' } }}>
        <Avatar
          src={info.avatarUrl}
          alt={t('profile.avatar')}
          sx={{
            width: 112,
            height: 112,
            mt: -7,
            mx: { xs: 'auto', sm: 0 },
            border: 4,
            borderColor: 'background.paper',
          }}
        />
        <Typography variant="h4" component="h1" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {info.nickname}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {info.email}
        </Typography>
        <ProfileBadges record={record} />
      </Box>
    </Card>
  );
}
