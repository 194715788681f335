import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from '@/i18n/i18n';
import { formatDate } from '../shared/format-date';
import type { ConsoleUser } from './user-records';
import { suspensionOf } from './user-records';

/** The suspension in force, with the reason the person reads; nothing when there is none. */
export function UserSuspension({ user }: { user: ConsoleUser }) {
  const { t, i18n } = useTranslation();
  const suspension = suspensionOf(user, new Date());
  if (suspension.kind === 'none') return null;
  const title =
    suspension.kind === 'forever'
      ? t('console.users.suspendedForever')
      : t('console.users.suspendedUntil', { until: formatDate(suspension.until, i18n.language) });
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{title}</AlertTitle>
      {t('console.users.suspensionReason', { reason: suspension.reason })}
    </Alert>
  );
}
