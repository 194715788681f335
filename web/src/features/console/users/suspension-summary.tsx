import Alert from '@mui/material/Alert';
import { useTranslation } from '@/i18n/i18n';
import { formatDate } from '../shared/format-date';
import type { SuspensionValues } from './suspension-period';
import { suspensionEnd } from './suspension-period';

/** Says in one sentence what the suspension will do, as the period is chosen. */
export function SuspensionSummary(props: { name: string; values: SuspensionValues }) {
  const { t, i18n } = useTranslation();
  const end = suspensionEnd(props.values, new Date());
  if (end === null) return null;
  const text =
    end === 'forever'
      ? t('console.users.suspend.summaryForever', { name: props.name })
      : t('console.users.suspend.summary', {
          name: props.name,
          until: formatDate(end, i18n.language),
        });
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
