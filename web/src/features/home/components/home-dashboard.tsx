import Box from '@mui/material/Box';
import type { UserInfo } from '@/shared/lib/user-info';
import { VerificationBanner } from '@/shared/ui/verification-banner';
import { HomeFriends } from './home-friends';
import { PluginWidgets } from './plugin-widgets';
import { ShortcutGrid } from './shortcut-grid';
import { WelcomeCard } from './welcome-card';

/**
 * The signed-in home: a greeting, friends online and requests waiting, the enabled plugins'
 * cards, and shortcuts.
 */
export function HomeDashboard({ user, verified }: { user: UserInfo; verified: boolean }) {
  return (
    <Box>
      {!verified && <VerificationBanner email={user.email} />}
      <WelcomeCard user={user} verified={verified} />
      <HomeFriends />
      <PluginWidgets />
      <ShortcutGrid />
    </Box>
  );
}
