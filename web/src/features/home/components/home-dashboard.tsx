import Box from '@mui/material/Box';
import type { UserInfo } from '@/shared/lib/user-info';
import { VerificationBanner } from '@/shared/ui/verification-banner';
import { ShortcutGrid } from './shortcut-grid';
import { WelcomeCard } from './welcome-card';

/** The signed-in home: a greeting, the user's profile at a glance, and shortcuts. */
export function HomeDashboard({ user, verified }: { user: UserInfo; verified: boolean }) {
  return (
    <Box>
      {!verified && <VerificationBanner email={user.email} />}
      <WelcomeCard user={user} verified={verified} />
      <ShortcutGrid />
    </Box>
  );
}
