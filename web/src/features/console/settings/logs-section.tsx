import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { TextInput } from '@/shared/ui/text-input';
import { SettingsForm } from './settings-form';
import type { AppSettings } from './settings-types';
import { SwitchField } from './switch-field';
import { useFieldText } from './use-field-text';
import { useSettingsSection } from './use-settings-section';

const pick = ({ logs }: AppSettings) => ({ logs: { ...logs } });

/** The log levels by their numbers (slog's), lowest first. */
const LEVELS = [
  { value: -4, key: 'debug' },
  { value: 0, key: 'info' },
  { value: 4, key: 'warn' },
  { value: 8, key: 'error' },
] as const;

/** How long request logs are kept, from which level, and whether they note IPs and accounts. */
export function LogsSection(props: {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}) {
  const { t } = useTranslation();
  const form = useSettingsSection(props.settings, pick, props.onSaved);
  const field = useFieldText(form);
  const levelLabel = useId();
  const logs = form.draft.logs;
  const set = (change: Partial<typeof logs>) =>
    form.setDraft((draft) => ({ logs: { ...draft.logs, ...change } }));
  const daysInvalid = !Number.isInteger(logs.maxDays) || logs.maxDays < 0;
  return (
    <SettingsForm title={t('console.settings.logs.title')} form={form} invalid={daysInvalid}>
      <TextInput
        label={t('console.settings.logs.maxDays')}
        value={Number.isNaN(logs.maxDays) ? '' : String(logs.maxDays)}
        inputMode="numeric"
        onChange={(event) =>
          set({ maxDays: event.target.value === '' ? Number.NaN : Number(event.target.value) })
        }
        {...field(
          'logs.maxDays',
          t('console.settings.logs.maxDaysHint'),
          daysInvalid ? t('console.settings.rateLimits.issues.wholeNumberOrZero') : undefined,
        )}
      />
      <FormControl fullWidth>
        <InputLabel id={levelLabel}>{t('console.settings.logs.minLevel')}</InputLabel>
        <Select
          labelId={levelLabel}
          label={t('console.settings.logs.minLevel')}
          value={logs.minLevel}
          onChange={(event) => set({ minLevel: Number(event.target.value) })}
        >
          {LEVELS.map((level) => (
            <MenuItem key={level.value} value={level.value}>
              {t(`console.settings.logs.levels.${level.key}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <SwitchField
        label={t('console.settings.logs.logIP')}
        checked={logs.logIP}
        onChange={(logIP) => set({ logIP })}
      />
      <SwitchField
        label={t('console.settings.logs.logAuthId')}
        checked={logs.logAuthId}
        onChange={(logAuthId) => set({ logAuthId })}
      />
    </SettingsForm>
  );
}
