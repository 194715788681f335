import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { ReportRecord } from './moderation-records';
import { ReportListItem } from './report-list-item';

/** Earlier reports about the same person, newest first. */
export function PreviousReports({ reports }: { reports: ReportRecord[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="previous-reports">
      <Typography id="previous-reports" variant="h2" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {t('console.moderation.previous', { count: reports.length })}
      </Typography>
      {reports.length === 0 ? (
        <Typography color="text.secondary">{t('console.moderation.noPrevious')}</Typography>
      ) : (
        <List dense>
          {reports.map((report) => (
            <ReportListItem key={report.id} report={report} />
          ))}
        </List>
      )}
    </section>
  );
}
