import ChevronRight from '@mui/icons-material/ChevronRight';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import type { UserRecord } from '@/shared/lib/pb';
import type { UserInfo } from '@/shared/lib/user-info';
import { VerificationBanner } from '@/shared/ui/verification-banner';

/** Formats a PocketBase date (`2024-01-01 10:00:00.000Z`) for the active language. */
export function formatJoined(created: string, language: string): string | null {
  const date = new Date(created.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long' }).format(date);
}

/** The personal area: who you are here, at a glance, and where to change it. */
export function MeOverview({ record, info }: { record: UserRecord; info: UserInfo }) {
  const { t, i18n } = useTranslation();
  const joined = record['created'] ? formatJoined(String(record['created']), i18n.language) : null;
  const links = [
    {
      to: PATHS.profile,
      icon: <EditOutlined />,
      title: t('me.editProfile'),
      body: t('me.editProfileBody'),
    },
    {
      to: PATHS.settings,
      icon: <SettingsOutlined />,
      title: t('me.settings'),
      body: t('me.settingsBody'),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!record.verified && <VerificationBanner email={info.email} />}
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
          <Box
            sx={{
              display: 'flex',
              gap: 1,
              mt: 1.5,
              flexWrap: 'wrap',
              justifyContent: { xs: 'center', sm: 'flex-start' },
            }}
          >
            {record.verified ? (
              <Chip
                color="success"
                variant="outlined"
                icon={<VerifiedOutlined />}
                label={t('profile.verified')}
              />
            ) : (
              <Chip
                color="warning"
                variant="outlined"
                icon={<ErrorOutline />}
                label={t('profile.unverified')}
              />
            )}
            {joined && <Chip variant="outlined" label={t('me.joined', { date: joined })} />}
          </Box>
        </Box>
      </Card>
      <Card>
        <List disablePadding>
          {links.map((link) => (
            <ListItemButton key={link.to} component={RouterLink} to={link.to} sx={{ py: 2 }}>
              <ListItemIcon sx={{ color: 'primary.main' }}>{link.icon}</ListItemIcon>
              <ListItemText primary={link.title} secondary={link.body} />
              <ChevronRight aria-hidden="true" color="action" />
            </ListItemButton>
          ))}
        </List>
      </Card>
    </Box>
  );
}
