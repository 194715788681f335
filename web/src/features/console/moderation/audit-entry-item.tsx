import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link } from 'react-router';
import { SUSPENDED_FOR_GOOD } from '@hearth/shared';
import { useTranslation } from '@/i18n/i18n';
import { formatDate } from '../shared/format-date';
import type { AuditEntry } from './moderation-records';

/** One line of the audit log: what was done, by whom, to whom, why and until when. */
export function AuditEntryItem(props: { entry: AuditEntry; userExists: boolean }) {
  const { t, i18n } = useTranslation();
  const { entry } = props;
  const name = entry.userName || entry.user;
  const person =
    props.userExists && entry.user ? <Link to={`/_/users/${entry.user}`}>{name}</Link> : name;
  const until =
    entry.action !== 'suspend'
      ? ''
      : !entry.until || entry.until === SUSPENDED_FOR_GOOD
        ? t('console.moderation.audit.forGood')
        : t('console.moderation.audit.until', { date: formatDate(entry.until, i18n.language) });
  return (
    <ListItem divider alignItems="flex-start">
      <ListItemText
        primary={
          <>
            {t(`console.moderation.audit.actions.${entry.action}`)}
            {person && <> · {person}</>}
          </>
        }
        secondary={
          <>
            <span style={{ display: 'block' }}>
              {t('console.moderation.audit.by', {
                actor: entry.actor,
                date: formatDate(entry.created, i18n.language),
              })}
            </span>
            {until && <span style={{ display: 'block' }}>{until}</span>}
            {entry.reason && (
              <span style={{ display: 'block' }}>
                {t('console.moderation.audit.reason', { reason: entry.reason })}
              </span>
            )}
            {entry.excerpt && <span style={{ display: 'block' }}>“{entry.excerpt}”</span>}
          </>
        }
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
