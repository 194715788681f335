import type { ReportStatus } from '@hearth/shared';
import { REPORT_STATUSES } from '@hearth/shared';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '@/i18n/i18n';

/** Which reports the queue shows: open (the default), dismissed or resolved. */
export function ReportStatusFilter(props: {
  value: ReportStatus;
  onChange(status: ReportStatus): void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={props.value}
      onChange={(_event, value: ReportStatus | null) => value && props.onChange(value)}
      aria-label={t('console.moderation.statusFilter')}
      sx={{ mb: 2, flexWrap: 'wrap' }}
    >
      {REPORT_STATUSES.map((status) => (
        <ToggleButton key={status} value={status}>
          {t(`console.moderation.status.${status}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
