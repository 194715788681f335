import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { PATHS } from '@/shared/config/paths';
import { ShortcutCard } from './shortcut-card';

const SHORTCUTS = [
  { to: PATHS.chat, icon: <ChatBubbleOutline />, key: 'chat' },
  { to: PATHS.friend, icon: <PeopleOutline />, key: 'friends' },
  { to: PATHS.plugin, icon: <ExtensionOutlined />, key: 'plugins' },
  { to: PATHS.profile, icon: <AccountCircleOutlined />, key: 'profile' },
  { to: PATHS.settings, icon: <SettingsOutlined />, key: 'settings' },
] as const;

/** The home page's shortcuts to every section, under their heading. */
export function ShortcutGrid() {
  const { t } = useTranslation();
  return (
    <>
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
        {SHORTCUTS.map((item) => (
          <ShortcutCard
            key={item.key}
            to={item.to}
            icon={item.icon}
            title={t(`home.shortcuts.${item.key}.title`)}
            body={t(`home.shortcuts.${item.key}.body`)}
          />
        ))}
      </Box>
    </>
  );
}
