import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { VerifiedChip } from '@/shared/ui/verified-chip';
import { formatDate } from '../shared/format-date';
import { SuspensionChip } from './suspension-chip';
import { UserAvatar } from './user-avatar';
import type { ConsoleUser } from './user-records';
import { dateOf } from './user-records';

/** One person in the users list, linking to their page. */
export function UserListItem({ user }: { user: ConsoleUser }) {
  const { t, i18n } = useTranslation();
  const created = dateOf(user.created);
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={`/_/users/${user.id}`} sx={{ alignItems: 'flex-start' }}>
        <ListItemAvatar sx={{ mt: 0.5 }}>
          <UserAvatar user={user} />
        </ListItemAvatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user.nickname}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
            {user.verified && <VerifiedChip size="small" />}
            <SuspensionChip user={user} />
            {created && (
              <Typography variant="caption" color="text.secondary">
                {t('console.users.joined', { date: formatDate(created, i18n.language) })}
              </Typography>
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
