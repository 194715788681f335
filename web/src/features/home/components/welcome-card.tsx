import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { UserInfo } from '@/shared/lib/user-info';
import { VerifiedChip } from '@/shared/ui/verified-chip';
import { partOfDay } from './part-of-day';

/** The top of the home page: the user's background and avatar, a greeting for the hour, the email. */
export function WelcomeCard({ user, verified }: { user: UserInfo; verified: boolean }) {
  const { t } = useTranslation();
  const greeting = t(`home.greeting.${partOfDay(new Date().getHours())}`, { name: user.nickname });
  return (
    <Card sx={{ overflow: 'hidden', mb: 4 }}>
      <Box
        sx={{
          height: { xs: 96, sm: 140 },
          backgroundImage: `url("${user.backgroundUrl}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Box
        sx={{
          px: { xs: 2, sm: 4 },
          pb: 3,
          display: 'flex',
          gap: 2,
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Avatar
          src={user.avatarUrl}
          alt=""
          sx={{ width: 88, height: 88, mt: -5, border: 4, borderColor: 'background.paper' }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {greeting}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            {verified && <VerifiedChip size="small" />}
          </Box>
        </Box>
      </Box>
    </Card>
  );
}
