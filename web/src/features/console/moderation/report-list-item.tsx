import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import type { ReportRecord } from './moderation-records';
import { personLabel } from './moderation-records';
import { relativeAge } from './relative-age';

/** One report in the queue: reason, reported person, what was said, the note, and its age. */
export function ReportListItem({ report }: { report: ReportRecord }) {
  const { t, i18n } = useTranslation();
  const person = personLabel(report.expand?.reported, report.reported);
  const said = report.excerpt || (report.message ? '' : t('console.moderation.personReport'));
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={`/_/moderation/${report.id}`}>
        <ListItemText
          primary={t('console.moderation.itemTitle', {
            reason: t(`console.moderation.reasons.${report.reason}`),
            person,
          })}
          secondary={
            <>
              {said && <span style={{ display: 'block' }}>“{said}”</span>}
              {report.note && (
                <span style={{ display: 'block' }}>
                  {t('console.moderation.noteFrom', { note: report.note })}
                </span>
              )}
              <span style={{ display: 'block' }}>{relativeAge(report.created, i18n.language)}</span>
            </>
          }
          slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
