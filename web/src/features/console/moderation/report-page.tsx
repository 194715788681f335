import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { loadReportContext } from './moderation-api';
import { PreviousReports } from './previous-reports';
import { ReportActions } from './report-actions';
import { ReportConversation } from './report-conversation';
import { ReportFacts } from './report-facts';

/** `/_/moderation/:reportId`: one report in its context, and what to do about it. */
export function ReportPage() {
  const { t } = useTranslation();
  const { reportId = '' } = useParams();
  useConsoleTitle(t('console.moderation.reportTitle'));
  const context = useConsoleQuery(`report/${reportId}`, (client) =>
    loadReportContext(client, reportId),
  );
  const back = (
    <Button component={Link} to="/_/moderation" startIcon={<ArrowBackIcon />}>
      {t('console.moderation.back')}
    </Button>
  );
  return (
    <ConsolePage title={t('console.moderation.reportTitle')} actions={back}>
      {context.loading && <LinearProgress aria-label={t('console.moderation.loading')} />}
      {context.error ? (
        <ConsoleError error={context.error} onRetry={context.reload} />
      ) : (
        context.data && (
          <>
            <ReportFacts report={context.data.report} />
            <ReportConversation context={context.data} />
            <ReportActions context={context.data} />
            <PreviousReports reports={context.data.previous} />
          </>
        )
      )}
    </ConsolePage>
  );
}
