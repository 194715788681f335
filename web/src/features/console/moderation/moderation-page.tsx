import type { ReportStatus } from '@hearth/shared';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { listReports } from './moderation-api';
import { ReportListItem } from './report-list-item';
import { ReportStatusFilter } from './report-status-filter';

/** `/_/moderation`: the reports people sent, open ones first, each leading to its review. */
export function ModerationPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.moderation.title'));
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useConsoleQuery(`reports/${status}/${page}`, (client) =>
    listReports(client, status, page),
  );
  const choose = (next: ReportStatus) => {
    setStatus(next);
    setPage(1);
  };
  return (
    <ConsolePage title={t('console.moderation.title')} lead={t('console.moderation.lead')}>
      <ReportStatusFilter value={status} onChange={choose} />
      {reports.loading && <LinearProgress aria-label={t('console.moderation.loading')} />}
      {reports.error ? (
        <ConsoleError error={reports.error} onRetry={reports.reload} />
      ) : (
        reports.data && (
          <>
            {reports.data.items.length === 0 && (
              <Typography color="text.secondary">
                {t(`console.moderation.empty.${status}`)}
              </Typography>
            )}
            <List aria-label={t('console.moderation.listLabel')}>
              {reports.data.items.map((report) => (
                <ReportListItem key={report.id} report={report} />
              ))}
            </List>
            {reports.data.totalPages > 1 && (
              <Pagination
                count={reports.data.totalPages}
                page={page}
                onChange={(_event, next) => setPage(next)}
              />
            )}
          </>
        )
      )}
    </ConsolePage>
  );
}
