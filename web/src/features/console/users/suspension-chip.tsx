import BlockIcon from '@mui/icons-material/Block';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@/i18n/i18n';
import { formatDate } from '../shared/format-date';
import type { ConsoleUser } from './user-records';
import { suspensionOf } from './user-records';

/** "Suspended until …" on a suspended person; nothing otherwise. */
export function SuspensionChip({ user }: { user: ConsoleUser }) {
  const { t, i18n } = useTranslation();
  const suspension = suspensionOf(user, new Date());
  if (suspension.kind === 'none') return null;
  const label =
    suspension.kind === 'forever'
      ? t('console.users.suspendedForever')
      : t('console.users.suspendedUntil', { until: formatDate(suspension.until, i18n.language) });
  return <Chip size="small" color="error" variant="outlined" icon={<BlockIcon />} label={label} />;
}
