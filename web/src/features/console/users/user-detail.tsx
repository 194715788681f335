import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { VerifiedChip } from '@/shared/ui/verified-chip';
import { UserActions } from './user-actions';
import { UserAvatar } from './user-avatar';
import { UserFacts } from './user-facts';
import { UserSection } from './user-section';
import { UserSessions } from './user-sessions';
import { UserSuspension } from './user-suspension';
import type { UserOverview } from './users-api';

/** Everything about one person, and what can be done to them. */
export function UserDetail({
  overview,
  onChanged,
}: {
  overview: UserOverview;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { user } = overview;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, minWidth: 0 }}>
        <UserAvatar user={user} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{user.email}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('console.users.id', { id: user.id })}
          </Typography>
        </Box>
        {user.verified && <VerifiedChip size="small" />}
      </Box>
      <UserSuspension user={user} />
      <UserSection title={t('console.users.actions')}>
        <UserActions user={user} onChanged={onChanged} />
      </UserSection>
      <UserSection title={t('console.users.about')}>
        <UserFacts overview={overview} />
      </UserSection>
      <UserSection title={t('console.users.sessions.title', { count: overview.sessions.length })}>
        <UserSessions sessions={overview.sessions} />
      </UserSection>
    </>
  );
}
