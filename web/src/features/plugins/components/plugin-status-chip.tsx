import Chip from '@mui/material/Chip';
import { useTranslation } from '@/i18n/i18n';
import type { PluginStatus } from '../lib/plugin-status';

const COLOR = { on: 'success', off: 'default', needsConsent: 'warning' } as const;

/** Off, on, or "Update needs your consent". */
export function PluginStatusChip({ status }: { status: PluginStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'off' ? 'outlined' : 'filled'}
      label={t(`plugins.status.${status}`)}
    />
  );
}
