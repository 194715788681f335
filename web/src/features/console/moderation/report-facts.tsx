import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { formatDate } from '../shared/format-date';
import type { ReportRecord } from './moderation-records';
import { personLabel } from './moderation-records';

/** Who reported whom, why, when, and the reporter's note. */
export function ReportFacts({ report }: { report: ReportRecord }) {
  const { t, i18n } = useTranslation();
  const fact = (label: string, value: ReactNode) => (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        gap: 1,
        mb: 2,
      }}
    >
      {fact(
        t('console.moderation.reported'),
        <Link to={`/_/users/${report.reported}`}>
          {personLabel(report.expand?.reported, report.reported)}
        </Link>,
      )}
      {fact(t('console.moderation.reason'), t(`console.moderation.reasons.${report.reason}`))}
      {fact(t('console.moderation.note'), report.note || t('console.moderation.noNote'))}
      {fact(
        t('console.moderation.reporter'),
        personLabel(report.expand?.reporter, report.reporter),
      )}
      {fact(t('console.moderation.sent'), formatDate(report.created, i18n.language))}
      {fact(t('console.moderation.statusLabel'), t(`console.moderation.status.${report.status}`))}
    </Box>
  );
}
