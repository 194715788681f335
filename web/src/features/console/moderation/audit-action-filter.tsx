import type { ModerationAction } from '@hearth/shared';
import { MODERATION_ACTIONS } from '@hearth/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/i18n/i18n';

function isAction(value: string): value is ModerationAction {
  return (MODERATION_ACTIONS as readonly string[]).includes(value);
}

/** Which action the audit log shows: all, or one. */
export function AuditActionFilter(props: {
  value: ModerationAction | '';
  onChange(action: ModerationAction | ''): void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('console.moderation.audit.filter')}
      value={props.value}
      onChange={(event) => props.onChange(isAction(event.target.value) ? event.target.value : '')}
      sx={{ mb: 2, minWidth: 220, maxWidth: '100%' }}
    >
      <MenuItem value="">{t('console.moderation.audit.allActions')}</MenuItem>
      {MODERATION_ACTIONS.map((action) => (
        <MenuItem key={action} value={action}>
          {t(`console.moderation.audit.actions.${action}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
