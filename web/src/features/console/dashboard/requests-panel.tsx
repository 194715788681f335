import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { ConsoleError } from '../shared/console-error';
import { RequestsChart } from '../shared/requests-chart';
import { useConsoleQuery } from '../shared/use-console-query';
import type { StatsRange } from './console-stats';
import { rangeFilter } from './console-stats';

/** Requests over the last day or week, from the request logs. */
export function RequestsPanel() {
  const { t } = useTranslation();
  const [range, setRange] = useState<StatsRange>('day');
  const stats = useConsoleQuery(`dashboard/requests/${range}`, (client) =>
    client.logs.getStats({ filter: rangeFilter(range) }),
  );
  return (
    <Box component="section" aria-labelledby="console-requests" sx={{ mb: 3, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography id="console-requests" variant="h6" component="h2">
          {t('console.dashboard.requests.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          aria-label={t('console.dashboard.requests.range')}
          onChange={(_, value: StatsRange | null) => value && setRange(value)}
        >
          <ToggleButton value="day">{t('console.dashboard.requests.day')}</ToggleButton>
          <ToggleButton value="week">{t('console.dashboard.requests.week')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {stats.loading && <LinearProgress sx={{ my: 1 }} />}
      {stats.error && <ConsoleError error={stats.error} onRetry={stats.reload} />}
      {stats.data && <RequestsChart stats={stats.data} />}
    </Box>
  );
}
