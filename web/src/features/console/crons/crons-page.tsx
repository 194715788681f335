import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { useConsoleClient } from '../shell/console-session';
import { CronRow } from './cron-row';

/** `/_/crons`: the server's scheduled jobs, each of which can be run at once. */
export function CronsPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.crons.title'));
  const client = useConsoleClient();
  const crons = useConsoleQuery('crons', (c) => c.crons.getFullList());
  return (
    <ConsolePage title={t('console.crons.title')} lead={t('console.crons.lead')}>
      {crons.error ? <ConsoleError error={crons.error} onRetry={crons.reload} /> : null}
      {crons.loading && !crons.data ? <LinearProgress /> : null}
      {crons.data?.length === 0 ? <Typography>{t('console.crons.empty')}</Typography> : null}
      {crons.data && crons.data.length > 0 ? (
        <List aria-label={t('console.crons.listLabel')}>
          {crons.data.map((job) => (
            <CronRow key={job.id} client={client} id={job.id} expression={job.expression} />
          ))}
        </List>
      ) : null}
    </ConsolePage>
  );
}
