import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { FormState } from '@/shared/hooks/use-form';
import { formatUntil } from '../lib/format-until';
import { STATUS_EXPIRY_CHOICES, isStatusExpiryChoice, statusExpiry } from '../lib/status-expiry';

/**
 * When the status clears: a native select (the phone's own picker), with the resulting time
 * under it. `keepUntil` adds a choice that keeps the stored expiry.
 */
export function StatusExpirySelect(props: {
  form: Pick<FormState<'expiry'>, 'field'>;
  keepUntil: Date | null;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const bound = props.form.field('expiry');
  const label = t('settings.social.status.expiry.label');
  const until = (date: Date) => formatUntil(date, i18n.language);
  const expires =
    bound.value === 'keep'
      ? props.keepUntil
      : isStatusExpiryChoice(bound.value) && statusExpiry(bound.value, new Date());
  const hint = expires
    ? t('settings.social.status.expiry.until', { time: until(expires) })
    : t('settings.social.status.expiry.stays');

  return (
    <FormControl fullWidth variant="outlined" margin="dense" error={bound.error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        value={bound.value}
        onChange={bound.onChange}
        input={<OutlinedInput label={label} />}
        inputProps={{ id, 'aria-describedby': `${id}-helper` }}
      >
        {props.keepUntil && <option value="keep">{t('settings.social.status.expiry.keep')}</option>}
        {STATUS_EXPIRY_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`settings.social.status.expiry.${choice}`)}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={`${id}-helper`}>{bound.error ? bound.helperText : hint}</FormHelperText>
    </FormControl>
  );
}
