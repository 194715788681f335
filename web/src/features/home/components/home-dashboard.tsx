import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import type { UserInfo } from '@/shared/lib/user-info';
import { VerificationBanner } from '@/shared/ui/verification-banner';

/** Which greeting fits the hour: morning 5–11, afternoon 12–17, evening otherwise. */
export function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

function Shortcut(props: { to: string; icon: ReactNode; title: string; body: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={props.to}
        sx={{
          p: 2.5,
          height: '100%',
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          gap: 2,
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'primary.main',
          }}
        >
          {props.icon}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 650 }}>
            {props.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.body}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The signed-in home: a greeting, the user's profile at a glance, and shortcuts. */
export function HomeDashboard({ user, verified }: { user: UserInfo; verified: boolean }) {
  const { t } = useTranslation();
  const greeting = t(`home.greeting.${partOfDay(new Date().getHours())}`, { name: user.nickname });
  const shortcuts = [
    { to: PATHS.chat, icon: <ChatBubbleOutline />, key: 'chat' },
    { to: PATHS.friend, icon: <PeopleOutline />, key: 'friends' },
    { to: PATHS.plugin, icon: <ExtensionOutlined />, key: 'plugins' },
    { to: PATHS.profile, icon: <AccountCircleOutlined />, key: 'profile' },
    { to: PATHS.settings, icon: <SettingsOutlined />, key: 'settings' },
  ] as const;

  return (
    <Box>
      {!verified && <VerificationBanner email={user.email} />}
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
              {verified && (
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  icon={<VerifiedOutlined />}
                  label={t('profile.verified')}
                />
              )}
            </Box>
          </Box>
        </Box>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('home.shortcutsTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {shortcuts.map((item) => (
          <Shortcut
            key={item.key}
            to={item.to}
            icon={item.icon}
            title={t(`home.shortcuts.${item.key}.title`)}
            body={t(`home.shortcuts.${item.key}.body`)}
          />
        ))}
      </Box>
    </Box>
  );
}
