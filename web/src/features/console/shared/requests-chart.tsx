import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from '@/i18n/i18n';
import type { HourlyStats } from '@/shared/lib/pb';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { formatDate } from './format-date';

/** `2026-01-02 03:00:00.000Z` ⇒ a Date (PocketBase's dates have a space for the `T`). */
function hourOf(stat: HourlyStats): Date {
  return new Date(stat.date.replace(' ', 'T'));
}

/** Requests per hour as bars, with a sentence saying the same for screen readers. */
export function RequestsChart(props: { stats: HourlyStats[]; height?: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (props.stats.length === 0) {
    return <Typography color="text.secondary">{t('console.shell.chart.empty')}</Typography>;
  }
  const hours = props.stats.map(hourOf);
  const totals = props.stats.map((stat) => stat.total);
  const summary = t('console.shell.chart.summary', {
    total: totals.reduce((sum, value) => sum + value, 0),
    max: Math.max(...totals),
    from: formatDate(hours[0] ?? '', language),
    to: formatDate(hours.at(-1) ?? '', language),
  });
  const hourLabel = new Intl.DateTimeFormat(language, {
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
  });
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      {/* note: the bars are decoration for sighted users; the caption carries the figures. */}
      <Box aria-hidden="true" inert>
        <BarChart
          height={props.height ?? 220}
          xAxis={[
            {
              data: hours,
              scaleType: 'band',
              valueFormatter: (date: Date) => hourLabel.format(date),
            },
          ]}
          series={[{ data: totals, label: t('console.shell.chart.label') }]}
          hideLegend
          margin={{ left: 0, right: 8 }}
        />
      </Box>
      <VisuallyHidden>
        <figcaption>{summary}</figcaption>
      </VisuallyHidden>
    </Box>
  );
}
