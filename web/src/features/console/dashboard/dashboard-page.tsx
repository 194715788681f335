import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { loadConsoleStats } from './console-stats';
import { RecentErrors } from './recent-errors';
import { RequestsPanel } from './requests-panel';
import { StatCards } from './stat-cards';

/** `/_/`: the server's figures at a glance, requests over time and today's last errors. */
export function DashboardPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.dashboard.title'));
  const stats = useConsoleQuery('dashboard/stats', loadConsoleStats);
  return (
    <ConsolePage title={t('console.dashboard.title')} lead={t('console.dashboard.lead')}>
      {stats.loading && !stats.data && <LinearProgress sx={{ mb: 2 }} />}
      {stats.error && <ConsoleError error={stats.error} onRetry={stats.reload} />}
      {stats.data && <StatCards stats={stats.data} />}
      <RequestsPanel />
      {stats.data && <RecentErrors errors={stats.data.recentErrors} />}
    </ConsolePage>
  );
}
