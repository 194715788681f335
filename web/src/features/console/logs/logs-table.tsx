import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocation } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { LogModel } from '@/shared/lib/pb';
import { LogRow } from './log-row';

/** The logs as a table; each time links to the log's detail (keeping the list's filter). */
export function LogsTable(props: { logs: readonly LogModel[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('console.logs.tableLabel')}>
        {compact ? null : (
          <TableHead>
            <TableRow>
              <TableCell>{t('console.logs.columns.time')}</TableCell>
              <TableCell>{t('console.logs.columns.method')}</TableCell>
              <TableCell>{t('console.logs.columns.url')}</TableCell>
              <TableCell>{t('console.logs.columns.status')}</TableCell>
              <TableCell align="right">{t('console.logs.columns.duration')}</TableCell>
              <TableCell>{t('console.logs.columns.level')}</TableCell>
            </TableRow>
          </TableHead>
        )}
        <TableBody>
          {props.logs.map((log) => (
            <LogRow key={log.id} log={log} detailSearch={search} compact={compact} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
