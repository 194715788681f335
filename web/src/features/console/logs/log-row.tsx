import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { LogModel } from '@/shared/lib/pb';
import { formatDate } from '../shared/format-date';
import { levelName, requestFacts } from './log-fields';
import { LogStatus } from './log-status';

/**
 * One log in the table. On phones its facts stack in one cell (time and status, then method and
 * URL, then duration and level), so nothing needs scrolling sideways.
 */
export function LogRow(props: { log: LogModel; detailSearch: string; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const { log, compact } = props;
  const facts = requestFacts(log);
  const duration =
    facts.execTime === null
      ? ''
      : t('console.logs.milliseconds', {
          value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
            facts.execTime,
          ),
        });
  const level = t(`console.logs.levels.${levelName(log.level)}`);
  const mono = { fontFamily: 'monospace' };
  const time = (
    <Link component={RouterLink} to={`/_/logs/${log.id}${props.detailSearch}`}>
      {formatDate(log.created, i18n.language)}
    </Link>
  );
  if (compact) {
    return (
      <TableRow hover>
        <TableCell>
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
          >
            {time}
            <LogStatus status={facts.status} />
          </Box>
          <Typography sx={{ ...mono, overflowWrap: 'anywhere', my: 0.5 }}>
            {facts.method} {facts.url || log.message}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[duration, level].filter(Boolean).join(' · ')}
          </Typography>
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{time}</TableCell>
      <TableCell sx={mono}>{facts.method}</TableCell>
      <TableCell sx={{ ...mono, overflowWrap: 'anywhere', minWidth: 160 }}>
        {facts.url || log.message}
      </TableCell>
      <TableCell>
        <LogStatus status={facts.status} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {duration}
      </TableCell>
      <TableCell>{level}</TableCell>
    </TableRow>
  );
}
