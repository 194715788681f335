import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useConsoleTitle } from '@/features/console/shared/use-console-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { RequestsChart } from '../shared/requests-chart';
import { useConsoleQuery } from '../shared/use-console-query';
import { LogDetailDialog } from './log-detail-dialog';
import { buildLogFilter } from './log-filter';
import { useLogSearch } from './log-search';
import { LogsFilterBar } from './logs-filter-bar';
import { LogsPagination } from './logs-pagination';
import { LogsTable } from './logs-table';

const PER_PAGE = 50;

/** `/_/logs` and `/_/logs/:logId`: the request logs, filtered and charted, and one log's detail. */
export function LogsPage() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.logs.title'));
  const { logId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useLogSearch();
  const filter = buildLogFilter(search);
  const logs = useConsoleQuery(`logs?${filter}&${search.sort}&${search.page}`, (client) =>
    client.logs.getList(search.page, PER_PAGE, { filter, sort: search.sort }),
  );
  const stats = useConsoleQuery(`logs/stats?${filter}`, (client) =>
    client.logs.getStats({ filter }),
  );
  const closeDetail = () => void navigate({ pathname: '/_/logs', search: location.search });
  return (
    <ConsolePage title={t('console.logs.title')} lead={t('console.logs.lead')}>
      <LogsFilterBar search={search} onChange={setSearch} />
      {stats.data ? <RequestsChart stats={stats.data} /> : null}
      {logs.error ? <ConsoleError error={logs.error} onRetry={logs.reload} /> : null}
      {logs.loading ? <LinearProgress sx={{ my: 1 }} /> : null}
      {logs.data?.items.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t('console.logs.empty')}</Typography>
      ) : null}
      {logs.data && logs.data.items.length > 0 ? (
        <>
          <LogsTable logs={logs.data.items} />
          <LogsPagination
            page={logs.data.page}
            totalPages={logs.data.totalPages}
            totalItems={logs.data.totalItems}
            onPage={(page) => setSearch({ page })}
          />
        </>
      ) : null}
      {logId ? <LogDetailDialog key={logId} logId={logId} onClose={closeDetail} /> : null}
    </ConsolePage>
  );
}
