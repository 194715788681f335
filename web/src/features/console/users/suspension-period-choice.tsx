import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { FormState } from '@/shared/hooks/use-form';
import type { SuspensionValues } from './suspension-period';
import { SUSPENSION_PERIODS } from './suspension-period';

type Form = Pick<FormState<keyof SuspensionValues>, 'field' | 'values' | 'errorOf'>;

/** The period radios, and the date and time input when "until a date" is chosen. */
export function SuspensionPeriodChoice({ form }: { form: Form }) {
  const { t } = useTranslation();
  const id = useId();
  const period = form.field('period');
  const dateChosen = form.values.period === 'date';
  // A server error about `until` is shown here when the date input is hidden.
  const untilError = dateChosen ? undefined : form.errorOf('until');
  return (
    <FormControl component="fieldset" fullWidth error={Boolean(untilError)} sx={{ mb: 1 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t('console.users.suspend.period')}
      </FormLabel>
      <RadioGroup name={`${id}-period`} value={period.value} onChange={period.onChange}>
        {SUSPENSION_PERIODS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size="small" />}
            label={t(`console.users.suspend.periods.${value}`)}
          />
        ))}
      </RadioGroup>
      {untilError && <FormHelperText>{untilError}</FormHelperText>}
      {dateChosen && <UntilInput form={form} />}
    </FormControl>
  );
}

function UntilInput({ form }: { form: Form }) {
  const { t } = useTranslation();
  const until = form.field('until');
  return (
    <TextField
      type="datetime-local"
      label={t('console.users.suspend.until')}
      required
      margin="dense"
      fullWidth
      {...until}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
