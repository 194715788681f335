import Box from '@mui/material/Box';
import { useTranslation } from '@/i18n/i18n';
import { formatBytes } from '../shared/format-bytes';
import type { ConsoleStats } from './console-stats';
import { StatCard } from './stat-card';

/** The dashboard's figures, as many per row as fit (one on a phone). */
export function StatCards({ stats }: { stats: ConsoleStats }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const bytes = (value: number) => formatBytes(value, i18n.language);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        mb: 3,
      }}
    >
      <StatCard
        testId="stat-users"
        label={t('console.dashboard.cards.users')}
        value={count.format(stats.users)}
      />
      <StatCard
        testId="stat-messages-today"
        label={t('console.dashboard.cards.messagesToday')}
        value={count.format(stats.messagesToday)}
        hint={t('console.dashboard.cards.messagesTodayHint')}
      />
      <StatCard
        testId="stat-connected-now"
        label={t('console.dashboard.cards.connectedNow')}
        value={count.format(stats.connectedNow)}
      />
      <StatCard
        testId="stat-database-size"
        label={t('console.dashboard.cards.databaseSize')}
        value={bytes(stats.databaseBytes)}
      />
      <StatCard
        testId="stat-storage-size"
        label={t('console.dashboard.cards.storageSize')}
        value={bytes(stats.storageBytes)}
      />
      <StatCard
        testId="stat-errors-today"
        label={t('console.dashboard.cards.errorsToday')}
        value={count.format(stats.errorsToday)}
        hint={t('console.dashboard.cards.errorsTodayHint')}
      />
    </Box>
  );
}
