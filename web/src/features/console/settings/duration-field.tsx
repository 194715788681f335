import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { TextInput } from '@/shared/ui/text-input';
import type { HumanDuration } from './durations';
import { DURATION_UNITS } from './durations';

/** A duration typed as an amount and a unit. */
export function DurationField(props: {
  label: string;
  value: HumanDuration;
  onChange: (value: HumanDuration) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const unitLabel = useId();
  const { value } = props;
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={props.label}>
      <TextInput
        label={props.label}
        value={Number.isNaN(value.amount) ? '' : String(value.amount)}
        inputMode="numeric"
        error={props.error}
        helperText={props.helperText}
        onChange={(event) =>
          props.onChange({
            ...value,
            amount: event.target.value === '' ? Number.NaN : Number(event.target.value),
          })
        }
      />
      <FormControl sx={{ minWidth: 120 }}>
        <InputLabel id={unitLabel}>{t('console.settings.tokens.unit')}</InputLabel>
        <Select
          labelId={unitLabel}
          label={t('console.settings.tokens.unit')}
          value={value.unit}
          onChange={(event) => props.onChange({ ...value, unit: event.target.value })}
        >
          {DURATION_UNITS.map(({ unit }) => (
            <MenuItem key={unit} value={unit}>
              {t(`console.settings.tokens.units.${unit}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
    </Stack>
  );
}
