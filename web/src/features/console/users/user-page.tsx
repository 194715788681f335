import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { UserDetail } from './user-detail';
import { loadUserOverview } from './users-api';

/** `/_/users/:userId`: one person, their sessions and activity, and the moderation actions. */
export function UserPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const overview = useConsoleQuery(`user/${userId}`, (client) => loadUserOverview(client, userId));
  const user = overview.data?.user;
  const title = user ? user.nickname || user.email : t('console.users.userTitle');
  useConsoleTitle(title);
  const back = (
    <Button component={Link} to="/_/users" startIcon={<ArrowBackIcon />}>
      {t('console.users.back')}
    </Button>
  );
  return (
    <ConsolePage title={title} actions={back}>
      {overview.loading && (
        <LinearProgress sx={{ mb: 2 }} aria-label={t('console.users.loading')} />
      )}
      {overview.error ? (
        <ConsoleError error={overview.error} onRetry={overview.reload} />
      ) : (
        overview.data && <UserDetail overview={overview.data} onChanged={overview.reload} />
      )}
    </ConsolePage>
  );
}
